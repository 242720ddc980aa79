// V8 compiles a function the first time it runs. A page's first client navigation runs React's paths for creating,
// changing and removing elements, for its event handling and for flushSync, none of which hydration ran, and compiling
// them there cost the click about a sixth of its time (under 4× CPU throttling, click → frame: median 63 → 52 ms). So
// once the page is idle they run once, on a small tree that is never attached to the document and is then dropped.
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/** Set (a performance mark) once the warm-up has run. */
export const reactWarmedMark = 'storefront:react-warmed'

/** What pages render: attributes, a style, a link, a list, a checkbox with its label, a focusable heading, a button. */
function WarmTree({ onPress }: { onPress: () => void }) {
  return (
    <section className="warm" style={{ display: 'none' }} aria-label="warm-up">
      <h1 tabIndex={-1}>Warm-up</h1>
      <ul>
        <li>
          <a href="#warm-up" aria-current="page">
            Back to the warm-up
          </a>
        </li>
      </ul>
      <input type="checkbox" id="warm-up-check" />
      <label htmlFor="warm-up-check">check</label>
      <button type="button" onClick={onPress}>
        press
      </button>
    </section>
  )
}

export function warmReact(): void {
  const host = document.createElement('div')
  const root = createRoot(host)
  let presses = 0
  flushSync(() => root.render(<WarmTree onPress={() => presses++} />))
  // Through React's own event handling, as a click on a link or a button goes.
  host.querySelector('button')?.click()
  // Replaced and removed, as the page a navigation leaves is.
  flushSync(() => root.render(<p>{presses}</p>))
  root.unmount()
  performance.mark(reactWarmedMark)
}
