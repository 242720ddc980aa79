// Until React has attached to the prerendered page, a button does nothing: its handler is not there yet, and on a
// slow phone that lasts half a second or more after the page shows. This classic inline script runs before anything
// else on the page and holds each such click: a plain button's (a form's submit button is the submit guard's, and a
// button that opens a popover, the phone menu, works without scripts). Once the page is interactive, and what was
// typed meanwhile is back in its fields (renderer/client/boot.tsx replays that first, in the task before), it clicks
// the same buttons again, in order, one a task: a tap on "Add to cart" adds, once. A held click never reaches React,
// so none is handled twice.
import { hydratedEvent } from './PageShell.tsx'

// Written out with semicolons so that joining its lines keeps it one valid script; it is in every page's HTML.
const lines = [
  '(function(){',
  'var d=document.documentElement,h=[];',
  'addEventListener("click",function(e){',
  'if(d.hasAttribute("data-hydrated"))return;',
  'var b=e.target.closest&&e.target.closest("button");',
  'if(!b||b.disabled||b.hasAttribute("popovertarget")||(b.type==="submit"&&b.form))return;',
  'e.preventDefault();e.stopPropagation();h.push(b);',
  '},true);',
  // One click a task, as taps come: React renders what each did before the next (the quantity before the add).
  'function next(){var b=h.shift();if(!b)return;if(b.isConnected&&!b.disabled)b.click();setTimeout(next);}',
  `addEventListener(${JSON.stringify(hydratedEvent)},function(){setTimeout(function(){setTimeout(next);});},{once:true});`,
  '})()',
]

export const earlyClickGuard = `<script>${lines.join('')}</script>`
