// The brand's wordmark, linking to its home page. A brand with a short mark (shortName) carries both: the phone
// header (styles/chrome.css) shows the short one and keeps the full name as the link's accessible name.
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'

export function BrandMark({ payload }: { payload: Payload }) {
  const brand = payload.brand
  return (
    <a className="brand-mark" href={withBase(brand ? `/${brand.prefix}` : '/')}>
      {brand?.shortName && (
        <span className="brand-short-name" aria-hidden="true">
          {brand.shortName}
        </span>
      )}
      <span className="brand-name">{brand?.name ?? 'Partner demos'}</span>
    </a>
  )
}
