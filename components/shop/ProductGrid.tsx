import type { Product } from '../../brand/brandSchema.ts'
import type { Fulfilment } from '../../brand/fulfilment.ts'
import type { Payload } from '../../brand/payload.ts'
import type { ShopLinks } from '../../brand/shopLinks.ts'
import { ProductCard } from './ProductCard.tsx'
import { useShop } from './useShop.ts'

export function ProductGrid({
  products,
  links,
  fulfilment,
  payload,
  firstPosition = 1,
}: {
  products: readonly Product[]
  links: ShopLinks
  fulfilment: Fulfilment
  payload: Payload
  /** The list position of the first product: a later page of a paged listing continues its count. */
  firstPosition?: number
}) {
  const shop = useShop(payload)
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.slug} product={p} position={firstPosition + i} links={links} fulfilment={fulfilment} shop={shop} />
      ))}
    </ul>
  )
}
