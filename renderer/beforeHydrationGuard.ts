// Until React has attached to the prerendered page (it then marks <html data-hydrated>) the page is plain HTML, and on
// a slow phone that lasts half a second or more after it shows. This classic inline script runs before anything else
// on the page and keeps what the visitor does meanwhile:
// - A submitted form would do what a plain HTML form does: load its own URL with every field in the query string,
//   putting what the visitor typed into the address bar, the history and the page URL analytics records, and losing
//   the typed form. The submit is stopped; the fields keep their values, and the form is sent the normal way once the
//   page is interactive.
// - A tap on a plain button ("Add to cart", a quantity step) would do nothing: its handler is not there yet. The click
//   is held (a form's submit button is the rule above's; a button that opens a popover, the phone menu, works without
//   scripts) and made again on the same button once the page is interactive, in order and one a task, so that React
//   renders what each did before the next; after what was typed meanwhile is back in its fields (boot.tsx replays that
//   in the task before). A held click never reaches React, so none is handled twice.
import { hydratedEvent } from './PageShell.tsx'

// Written out with semicolons so that joining its lines keeps it one valid script; it is in every page's HTML.
const lines = [
  '(function(){',
  'var d=document.documentElement,h=[];',
  'function early(){return !d.hasAttribute("data-hydrated");}',
  'addEventListener("submit",function(e){if(early())e.preventDefault();},true);',
  'addEventListener("click",function(e){',
  'var b=early()&&e.target.closest&&e.target.closest("button");',
  'if(!b||b.disabled||b.hasAttribute("popovertarget")||(b.type==="submit"&&b.form))return;',
  'e.preventDefault();e.stopPropagation();h.push(b);',
  '},true);',
  'function next(){var b=h.shift();if(!b)return;if(b.isConnected&&!b.disabled)b.click();setTimeout(next);}',
  `addEventListener(${JSON.stringify(hydratedEvent)},function(){setTimeout(function(){setTimeout(next);});},{once:true});`,
  '})()',
]

export const beforeHydrationGuard = `<script>${lines.join('')}</script>`
