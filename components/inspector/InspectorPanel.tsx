// The event inspector drawer: the visitor's identity (and which id the events are tied to), the active Segment source, a presenter's own write key
// (validated; removing it reloads the page), the demo's reset, and the recent analytics events with their payloads:
// those of the page's brand, or of every brand, which the presenter can clear.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { belongsTo, useAnalyticsState } from '../../analytics/client/analyticsState.ts'
import { idLabel } from '../../analytics/client/idLabel.ts'
import { setManualWriteKey } from '../../analytics/client/tracker.ts'
import { writeKeyProblem } from '../../analytics/writeKey.ts'
import { TextField } from '../forms/Field.tsx'
import type { InspectorScope } from './inspectorScope.ts'
import { clearEvents } from './presenterReset.ts'
import { ResetDemo } from './ResetDemo.tsx'

export function InspectorPanel({ scope, scopeName, onClose }: InspectorScope & { onClose: () => void }) {
  const state = useAnalyticsState()
  const [everyBrand, setEveryBrand] = useState(false)
  const shownScope = everyBrand ? null : scope
  const events = state.events.filter((event) => belongsTo(event, shownScope))
  const [key, setKey] = useState('')
  const [error, setError] = useState<string>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [onClose])
  const save = (event: FormEvent) => {
    event.preventDefault()
    const problem = writeKeyProblem(key)
    setError(problem ?? undefined)
    if (!problem) {
      setManualWriteKey(key.trim())
      setKey('')
    }
  }
  const source = state.activeSource
  return (
    <aside id="event-inspector" className="inspector" aria-labelledby="inspector-title">
      <header>
        <h2 id="inspector-title" ref={headingRef} tabIndex={-1}>
          Analytics events
        </h2>
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </header>
      <dl className="inspector-identity">
        {/* Which id the events are tied to: anonymous_id until a user id is known. */}
        <dt>Id label</dt>
        <dd>{idLabel(state)}</dd>
        <dt>anonymous_id</dt>
        <dd>{state.anonymousId ?? 'not assigned yet'}</dd>
        <dt>user_id</dt>
        <dd>{state.userId ?? 'none: not signed in'}</dd>
        <dt>Source</dt>
        <dd>{source ? `${source.name} (${source.writeKey.slice(0, 6)}…)` : 'none yet'}</dd>
      </dl>
      <ResetDemo scope={scope} scopeName={scopeName} />
      {state.manualWriteKey ? (
        <p>
          Sending to your write key {state.manualWriteKey.slice(0, 6)}…{' '}
          <button type="button" className="button secondary" onClick={() => setManualWriteKey(null)}>
            Remove my key
          </button>
        </p>
      ) : (
        <form onSubmit={save} noValidate>
          <TextField
            id="inspector-write-key"
            label="Send to my Segment source (write key)"
            value={key}
            error={error}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setKey(e.target.value)}
          />
          <button type="submit" className="button">
            Use this key
          </button>
        </form>
      )}
      <h3>Recent events</h3>
      <div className="inspector-actions">
        <label className="inspector-check">
          <input type="checkbox" checked={everyBrand} onChange={(e) => setEveryBrand(e.target.checked)} />
          Every brand’s events
        </label>
        <button type="button" className="button secondary" onClick={() => clearEvents(shownScope)}>
          {everyBrand ? 'Clear all events' : `Clear ${scopeName}’s events`}
        </button>
      </div>
      {events.length === 0 ? (
        <p>{everyBrand ? 'No events yet.' : `No events on ${scopeName}’s pages yet.`}</p>
      ) : (
        <ol className="inspector-events">
          {events.map((e) => (
            <li key={e.id}>
              <details>
                <summary>
                  {everyBrand && e.scope && <span className="inspector-scope">{e.scope}</span>} <strong>{e.label}</strong>{' '}
                  <span className={`status status-${e.status.replace(' ', '-')}`}>{e.status}</span>{' '}
                  <time dateTime={e.at}>{new Date(e.at).toLocaleTimeString('en-US')}</time>
                </summary>
                {e.note && <p>{e.note}</p>}
                <pre>{JSON.stringify(e.data, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </aside>
  )
}
