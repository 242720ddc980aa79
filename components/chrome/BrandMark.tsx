// The brand's wordmark, linking to its home page. A brand with a short mark (shortName) carries both: the phone
// header (styles/chrome.css) shows the short one; the link is named by the full name at every width.
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'

export function BrandMark({ payload }: { payload: Payload }) {
  const brand = payload.brand
  return (
    <a
      className="brand-mark"
      href={withBase(brand ? `/${brand.prefix}` : '/')}
      aria-label={brand?.shortName ? brand.name : undefined}
    >
      {brand?.shortName && <span className="brand-short-name">{brand.shortName}</span>}
      <span className="brand-name">{brand?.name ?? 'Partner demos'}</span>
    </a>
  )
}
