// The event inspector's toggle, on every page: closed by default, showing how many events were recorded. The drawer
// itself is imported on demand: as the presenter points at or focuses the toggle, or opens it, so visitors who never
// open it never download it, and a presenter's click usually finds it arrived. Until it has, a note beside the toggle
// says it is loading; if it cannot be fetched (a new deploy removed the chunk), the note says so, and pressing the
// toggle again tries again. The note's words are short on purpose: every page's first load carries them. The toggle
// counts the events of the page's own scope (its brand), as the drawer lists them first.
import { type ComponentType, useRef, useState } from 'react'
import { useEventCount } from '../../analytics/client/eventCount.ts'
import { onDemand, useOnDemand } from '../forms/onDemand.ts'
import type { InspectorScope } from './inspectorScope.ts'

const inspectorPanel = onDemand<ComponentType<InspectorScope & { onClose: () => void }>>(
  () => import('./InspectorPanel.tsx').then((module) => module.InspectorPanel),
  'the event inspector',
)

export function EventInspector({ scope, scopeName }: InspectorScope) {
  const count = useEventCount(scope)
  const [open, setOpen] = useState(false)
  const { loaded: Panel, failed, retry } = useOnDemand(inspectorPanel, open)
  const toggleRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      {open && !Panel && (
        <span role={failed ? 'alert' : 'status'} className="inspector-note">
          {failed ? 'The inspector could not be loaded; press again to retry.' : 'Loading...'}
        </span>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="inspector-toggle"
        aria-expanded={open && !!Panel}
        aria-controls="event-inspector"
        onClick={failed ? retry : () => setOpen(!open)}
        onPointerEnter={inspectorPanel.prefetch}
        onFocus={inspectorPanel.prefetch}
      >
        Analytics events <span className="inspector-count">{count}</span>
      </button>
      {open && Panel && (
        <Panel
          scope={scope}
          scopeName={scopeName}
          onClose={() => {
            setOpen(false)
            toggleRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
