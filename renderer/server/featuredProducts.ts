import type { Product } from '../../brand/brandSchema.ts'

/** The products an article or landing page recommends, in the order it lists them. */
export function featuredProducts(products: readonly Product[], slugs: readonly string[]): Product[] {
  return slugs.flatMap((slug) => products.filter((p) => p.slug === slug))
}
