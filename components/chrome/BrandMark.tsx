// The brand's wordmark, linking to its home page.
import type { Payload } from '../../renderer/types.ts'
import { withBase } from '../links.ts'

export function BrandMark({ payload }: { payload: Payload }) {
  const brand = payload.brand
  return (
    <a className="brand-mark" href={withBase(brand ? `/${brand.prefix}` : '/')}>
      {brand?.name ?? 'Partner demos'}
    </a>
  )
}
