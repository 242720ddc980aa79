// The presenter's reset, in the event inspector: one brand's demo or every brand's, then a sentence saying what went.
import { useState } from 'react'
import type { InspectorScope } from './inspectorScope.ts'
import { resetDemo } from './presenterReset.ts'

export function ResetDemo({ scope, scopeName }: InspectorScope) {
  const [done, setDone] = useState('')
  return (
    <section className="inspector-reset" aria-labelledby="inspector-reset-title">
      <h3 id="inspector-reset-title">Reset the demo</h3>
      <p>
        Before the next client: clears the cart, orders, sign-in, saved form answers and events, and starts a new analytics
        identity (one for every brand). A write key you pasted is kept; “Remove my key” removes it.
      </p>
      <div className="inspector-actions">
        <button type="button" className="button" onClick={() => setDone(resetDemo(scope, scopeName))}>
          Reset {scopeName}
        </button>
        <button type="button" className="button secondary" onClick={() => setDone(resetDemo(null, 'all brands'))}>
          Reset all brands
        </button>
      </div>
      <p role="status" className="inspector-done">
        {done}
      </p>
    </section>
  )
}
