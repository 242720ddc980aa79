import { useShop } from '../../analytics/client/useShop.ts'
import type { Product } from '../../content/brandSchema.ts'
import type { ShopLinks } from '../../content/shopLinks.ts'
import type { Payload } from '../../renderer/types.ts'
import { ProductCard } from './ProductCard.tsx'

export function ProductGrid({ products, links, payload }: { products: readonly Product[]; links: ShopLinks; payload: Payload }) {
  const shop = useShop(payload)
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.slug} product={p} position={i + 1} links={links} shop={shop} />
      ))}
    </ul>
  )
}
