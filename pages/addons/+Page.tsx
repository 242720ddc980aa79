// Optional extras to add before checkout; of a long list, the first ones and a link to the catalog for the rest.

import { FeatureIntro, type PageProps, withBase } from '../../components/page/index.ts'
import { ProductGrid } from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function AddonsPage({ payload }: PageProps<Data>) {
  const { products, links, fulfilment, total } = payload.page
  return (
    <>
      <FeatureIntro payload={payload} />
      <ProductGrid products={products} links={links} fulfilment={fulfilment} payload={payload} />
      {total !== undefined && (
        <p className="addons-more">
          These are the first {products.length} of {total.toLocaleString('en-US')}.{' '}
          <a href={withBase(links.catalog)}>Browse and search them all in the catalog</a>
        </p>
      )}
    </>
  )
}
