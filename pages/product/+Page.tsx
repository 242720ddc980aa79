// A product's own page (catch-all shop/products/:slug): details, options, quantity, add to cart.
import { withBase } from '../../components/links.ts'
import { ItemChooser } from '../../components/shop/ItemChooser.tsx'
import { ProductGrid } from '../../components/shop/ProductGrid.tsx'
import type { PageProps } from '../../renderer/types.ts'
import type { ProductData } from './+data.ts'

export default function ProductPage({ payload }: PageProps<ProductData>) {
  const { product, related, links } = payload.page
  const currency = payload.brand?.currency ?? 'USD'
  return (
    <>
      <p>
        <a href={withBase(links.catalog)}>← {product.category}</a>
      </p>
      <h1 className="visually-hidden">{product.name}</h1>
      <ItemChooser product={product} currency={currency} scope={payload.route.scope} cartHref={links.cart} goToCart={false} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="section-title">
            You may also like
          </h2>
          <ProductGrid products={related} currency={currency} links={links} scope={payload.route.scope} />
        </section>
      )}
    </>
  )
}
