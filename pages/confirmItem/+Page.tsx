// confirmItem: the item picked in the catalog (?item=<slug>) with its options and quantity, confirmed into the
// cart. Without a (known) item it offers the whole range to pick from.

import { FeatureIntro, type PageProps, useQueryParam } from '../../components/page/index.ts'
import { ItemChooser, ProductGrid, useShop } from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function ConfirmItemPage({ payload }: PageProps<Data>) {
  const { products, links, fulfilment } = payload.page
  const slug = useQueryParam('item')
  const product = products.find((p) => p.slug === slug)
  const shop = useShop(payload)
  return (
    <>
      <FeatureIntro payload={payload} />
      {product ? (
        <ItemChooser
          key={product.slug}
          product={product}
          shop={shop}
          fulfilment={fulfilment}
          cartHref={links.cart}
          catalogHref={links.catalog}
          goToCart
        />
      ) : (
        <>
          {slug && <p className="notice error">We could not find the item “{slug}”. Please pick one below.</p>}
          <ProductGrid products={products} links={links} fulfilment={fulfilment} payload={payload} />
        </>
      )}
    </>
  )
}
