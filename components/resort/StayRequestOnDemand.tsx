// The stay request form where a list of resorts shows it only once the visitor opens one: imported on demand (when
// the browser is idle after the list has mounted, or as a resort's button is pointed at or focused, whichever comes
// first), so the list's first load carries neither the form nor its estimate. A resort's own page, which shows the
// form at once, imports StayRequest itself. If the import fails (a new deploy removed the chunk), the panel says so
// and offers to try again; nothing has been typed yet, so nothing is lost.
import { type ComponentProps, useEffect, useState } from 'react'
import { onDemand } from '../forms/onDemand.ts'

type StayRequestModule = typeof import('./StayRequest.tsx')

export const stayRequestForm = onDemand<StayRequestModule>(() => import('./StayRequest.tsx'), 'the stay request form')

export function StayRequestOnDemand(props: ComponentProps<StayRequestModule['StayRequest']>) {
  const [loaded, setLoaded] = useState(stayRequestForm.current)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    // Not while it has failed: "Try again" clears the failure, and so imports it again.
    if (loaded || failed) return
    let live = true
    stayRequestForm.load().then(
      (module) => live && setLoaded(module),
      (error: unknown) => {
        console.error('Could not load the stay request form:', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [loaded, failed])

  if (loaded) return <loaded.StayRequest {...props} />
  if (failed)
    return (
      <div className="panel" role="alert">
        <p>The stay request form could not be loaded.</p>
        <button type="button" className="button" onClick={() => setFailed(false)}>
          Try again
        </button>
      </div>
    )
  return (
    <p className="panel" role="status">
      Loading the stay request form…
    </p>
  )
}
