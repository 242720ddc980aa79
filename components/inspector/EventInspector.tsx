// The event inspector's toggle, on every page: closed by default, showing how many events were recorded. The drawer
// itself is imported on demand: as the presenter points at or focuses the toggle, or opens it, so visitors who never
// open it never download it, and a presenter's click usually finds it arrived. Until it has, a note beside the toggle
// says it is loading; if it cannot be fetched (a new deploy removed the chunk), the note says so, and pressing the
// toggle again tries again. The note's words are short on purpose: every page's first load carries them.
import { type ComponentType, useRef, useState } from 'react'
import { useEventCount } from '../../analytics/client/eventCount.ts'
import { onDemand } from '../forms/onDemand.ts'

type Panel = ComponentType<{ onClose: () => void }>

const inspectorPanel = onDemand<Panel>(
  () => import('./InspectorPanel.tsx').then((module) => module.InspectorPanel),
  'the event inspector',
)

export function EventInspector() {
  const count = useEventCount()
  const [Panel, setPanel] = useState<Panel | undefined>(inspectorPanel.current)
  const [state, setState] = useState<'closed' | 'opening' | 'open' | 'failed'>('closed')
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A close or a second press while the drawer is on its way wins over its arrival.
  const settle = (next: 'open' | 'failed') => setState((now) => (now === 'opening' ? next : now))
  const toggle = () => {
    if (state === 'open' || state === 'opening') return setState('closed')
    setState('opening')
    inspectorPanel.load().then(
      (arrived) => {
        setPanel(() => arrived)
        settle('open')
      },
      (error: unknown) => {
        console.error('Could not load the event inspector:', error)
        settle('failed')
      },
    )
  }
  const failed = state === 'failed'
  return (
    <>
      {(failed || state === 'opening') && (
        <span role={failed ? 'alert' : 'status'} className="inspector-note">
          {failed ? 'The inspector could not be loaded; press again to retry.' : 'Loading…'}
        </span>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="inspector-toggle"
        aria-expanded={state === 'open'}
        aria-controls="event-inspector"
        onClick={toggle}
        onPointerEnter={inspectorPanel.prefetch}
        onFocus={inspectorPanel.prefetch}
      >
        Analytics events <span className="inspector-count">{count}</span>
      </button>
      {state === 'open' && Panel && (
        <Panel
          onClose={() => {
            setState('closed')
            toggleRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
