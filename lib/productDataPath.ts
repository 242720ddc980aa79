// Where one product's data lives in the deployable: what a cart line (name, price, picture, options, kind) is drawn
// from, so that the cart, checkout and item pages carry no catalog. The build writes one file per product
// (scripts/lib/productFiles.ts), the dev server answers the same path, and the shop kit fetches it (cartProducts.ts).

/** The product's file below the base, no leading slash: `KFC/_products/bucket-8pc.json`. */
export function productDataPath(prefix: string, slug: string): string {
  return `${prefix}/_products/${slug}.json`
}
