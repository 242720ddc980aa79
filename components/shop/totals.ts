// Prices of cart lines and orders. Amounts are rounded to cents at each step, as a till would.
import type { Product, ProductFacts } from '../../brand/brandSchema.ts'
import type { CartLine } from './cart.ts'

/** Estimated sales tax shown in every demo checkout. */
export const taxRate = 0.08

export interface PricedLine<P extends ProductFacts = Product> extends CartLine {
  product: P
  lineTotal: number
  /** Position in the stored cart, for changing or removing the line. */
  index: number
}

export interface Totals {
  subtotal: number
  tax: number
  total: number
  itemCount: number
}

const cents = (n: number) => Math.round(n * 100) / 100

/** Lines whose product no longer exists in the catalog are left out rather than priced at zero. */
export function priceLines<P extends ProductFacts>(lines: readonly CartLine[], products: readonly P[]): PricedLine<P>[] {
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  return lines.flatMap((line, index) => {
    const product = bySlug.get(line.slug)
    return product ? [{ ...line, product, index, lineTotal: cents(product.price * line.quantity) }] : []
  })
}

export function totals(lines: readonly PricedLine<ProductFacts>[]): Totals {
  const subtotal = cents(lines.reduce((sum, l) => sum + l.lineTotal, 0))
  const tax = cents(subtotal * taxRate)
  return { subtotal, tax, total: cents(subtotal + tax), itemCount: lines.reduce((n, l) => n + l.quantity, 0) }
}
