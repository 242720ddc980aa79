// The event inspector's toggle, on every page: closed by default, showing how many events were recorded. The drawer
// itself is loaded on first open, so visitors who never open it never download it.
import { type ComponentType, useRef, useState } from 'react'
import { useEventCount } from '../../analytics/client/eventCount.ts'

export function EventInspector() {
  const count = useEventCount()
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<{ onClose: () => void }>>()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const toggle = () => {
    if (!Panel) import('./InspectorPanel.tsx').then((m) => setPanel(() => m.InspectorPanel))
    setOpen(!open)
  }
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inspector-toggle"
        aria-expanded={open}
        aria-controls="event-inspector"
        onClick={toggle}
      >
        Analytics events <span className="inspector-count">{count}</span>
      </button>
      {open && Panel && (
        <Panel
          onClose={() => {
            setOpen(false)
            toggleRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
