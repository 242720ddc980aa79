// The stay request form where a list of resorts shows it only once the visitor opens one: imported on demand (when
// the browser is idle after the list has mounted, or as a resort's button is pointed at or focused, whichever comes
// first), so the list's first load carries neither the form nor its estimate. A resort's own page, which shows the
// form at once, imports StayRequest itself. If the import fails (a new deploy removed the chunk), the panel says so
// and offers to try again; nothing has been typed yet, so nothing is lost.
import type { ComponentProps } from 'react'
import { onDemand, useOnDemand } from '../forms/onDemand.ts'

type StayRequestModule = typeof import('./StayRequest.tsx')

export const stayRequestForm = onDemand<StayRequestModule>(() => import('./StayRequest.tsx'), 'the stay request form')

export function StayRequestOnDemand(props: ComponentProps<StayRequestModule['StayRequest']>) {
  const { loaded, failed, retry } = useOnDemand(stayRequestForm)
  if (loaded) return <loaded.StayRequest {...props} />
  if (failed)
    return (
      <div className="panel" role="alert">
        <p>The stay request form could not be loaded.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  return (
    <p className="panel" role="status">
      Loading...
    </p>
  )
}
