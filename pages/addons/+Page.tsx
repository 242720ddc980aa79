// Optional extras to add before checkout.

import { FeatureIntro, type PageProps } from '../../components/page/index.ts'
import { ProductGrid } from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function AddonsPage({ payload }: PageProps<Data>) {
  return (
    <>
      <FeatureIntro payload={payload} />
      <ProductGrid
        products={payload.page.products}
        links={payload.page.links}
        fulfilment={payload.page.fulfilment}
        payload={payload}
      />
    </>
  )
}
