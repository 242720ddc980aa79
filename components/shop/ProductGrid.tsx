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
}: {
  products: readonly Product[]
  links: ShopLinks
  fulfilment: Fulfilment
  payload: Payload
}) {
  const shop = useShop(payload)
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.slug} product={p} position={i + 1} links={links} fulfilment={fulfilment} shop={shop} />
      ))}
    </ul>
  )
}
