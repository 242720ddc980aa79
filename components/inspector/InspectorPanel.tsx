// The event inspector drawer: recent analytics events with their payloads, the visitor's identity, the active
// Segment source, and a presenter's own write key (validated; removing it reloads the page).
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useAnalyticsState } from '../../analytics/client/analyticsState.ts'
import { setManualWriteKey } from '../../analytics/client/tracker.ts'
import { writeKeyProblem } from '../../analytics/writeKey.ts'
import { TextField } from '../forms/Field.tsx'

export function InspectorPanel({ onClose }: { onClose: () => void }) {
  const state = useAnalyticsState()
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
        <dt>{state.idLabel}</dt>
        <dd>{(state.idLabel === 'user_id' ? state.userId : state.anonymousId) ?? 'not assigned yet'}</dd>
        <dt>anonymous_id</dt>
        <dd>{state.anonymousId ?? 'not assigned yet'}</dd>
        <dt>Source</dt>
        <dd>{source ? `${source.name} (${source.writeKey.slice(0, 6)}…)` : 'none yet'}</dd>
      </dl>
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
      {state.events.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ol className="inspector-events">
          {state.events.map((e) => (
            <li key={e.id}>
              <details>
                <summary>
                  <strong>{e.label}</strong> <span className={`status status-${e.status.replace(' ', '-')}`}>{e.status}</span>{' '}
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
