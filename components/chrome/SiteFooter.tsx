// Footer: the brand's line and a way back to the directory of demos.
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'

export function SiteFooter({ payload }: { payload: Payload }) {
  return (
    <footer className="site-footer">
      <p>
        {payload.brand ? `${payload.brand.name} · ${payload.brand.tagline}` : 'Branded customer journeys with live analytics'}
      </p>
      <p>
        <a href={withBase('/')}>All partner demos</a> · Demo storefront; no real orders are placed.
      </p>
    </footer>
  )
}
