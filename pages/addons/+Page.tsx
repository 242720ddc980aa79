// Optional extras to add before checkout.

import type { PageProps } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { ProductGrid } from '../../components/shop/ProductGrid.tsx'

import type { Data } from './+data.ts'

export default function AddonsPage({ payload }: PageProps<Data>) {
  return (
    <>
      <FeatureIntro payload={payload} />
      <ProductGrid products={payload.page.products} links={payload.page.links} payload={payload} />
    </>
  )
}
