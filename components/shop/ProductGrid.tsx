import type { Product } from '../../content/brandSchema.ts'
import type { ShopLinks } from '../../content/shopLinks.ts'
import { ProductCard } from './ProductCard.tsx'

export function ProductGrid({
  products,
  currency,
  links,
  scope,
}: {
  products: readonly Product[]
  currency: string
  links: ShopLinks
  scope: string
}) {
  return (
    <ul className="product-grid">
      {products.map((p) => (
        <ProductCard key={p.slug} product={p} currency={currency} links={links} scope={scope} />
      ))}
    </ul>
  )
}
