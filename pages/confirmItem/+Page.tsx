// confirmItem: the item picked in the catalog (?item=<slug>) with its options and quantity, confirmed into the
// cart. The item is fetched on its own (no catalog travels with the page); without a (known) item the page sends
// the visitor to the catalog to pick one.

import { FeatureIntro, type PageProps, useQueryParam, withBase } from '../../components/page/index.ts'
import { ItemChooser, useLineProducts, useShop } from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function ConfirmItemPage({ payload }: PageProps<Data>) {
  const { links, fulfilment } = payload.page
  const slug = useQueryParam('item')
  const found = useLineProducts(payload.brand?.prefix, slug ? [{ slug }] : [])
  const product = found.products.find((p) => p.slug === slug)
  const shop = useShop(payload)
  return (
    <>
      <FeatureIntro payload={payload} />
      {product ? (
        <ItemChooser key={product.slug} product={product} shop={shop} fulfilment={fulfilment} links={links} goToCart />
      ) : slug === undefined || (slug && !found.ready) ? (
        // Until the query is read (the prerendered page has none) and while the item is fetched.
        <p className="notice" role="status">
          {found.failed ? 'This item could not be loaded. Check your connection and reload the page.' : 'Loading...'}
        </p>
      ) : (
        <div className="notice">
          <p>{slug ? `We could not find the item “${slug}”. Please pick one in the catalog.` : 'Pick an item in the catalog.'}</p>
          <a className="button" href={withBase(links.catalog)}>
            Browse the catalog
          </a>
        </div>
      )}
    </>
  )
}
