// The brand's wordmark, linking to its home page.
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'

export function BrandMark({ payload }: { payload: Payload }) {
  const brand = payload.brand
  return (
    <a className="brand-mark" href={withBase(brand ? `/${brand.prefix}` : '/')}>
      {brand?.name ?? 'Partner demos'}
    </a>
  )
}
