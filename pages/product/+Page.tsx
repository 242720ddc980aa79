// A product's own page (catch-all shop/products/:slug): details, options, quantity, add to cart.

import { type PageProps, withBase } from '../../components/page/index.ts'
import { ItemChooser, ProductGrid, useShop } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'

export default function ProductPage({ payload }: PageProps<Data>) {
  const { product, related, links, fulfilment } = payload.page
  const shop = useShop(payload)
  return (
    <>
      <p className="link-line">
        <a href={withBase(links.catalog)}>← {product.category}</a>
      </p>
      <h1 className="visually-hidden">{product.name}</h1>
      <ItemChooser product={product} shop={shop} fulfilment={fulfilment} links={links} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="section-title">
            You may also like
          </h2>
          <ProductGrid products={related} links={links} fulfilment={fulfilment} payload={payload} />
        </section>
      )}
    </>
  )
}
