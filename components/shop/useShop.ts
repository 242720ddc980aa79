// The shop's hooks for its pages: the context shop events carry, and changing the visitor's cart (adding, setting a
// quantity, removing, clearing). Every page's header only reads the cart (cart.ts); these stay with the shop's pages.
import { useMemo } from 'react'
import type { Payload } from '../../brand/payload.ts'
import { type CartLine, useStoredCart } from './cart.ts'
import type { Choice } from './choice.ts'
import type { ShopContext } from './ecommerce.ts'

/** The brand, scope and currency shop events carry, and the locale times are shown in. */
export function shopContext(payload: Payload): ShopContext {
  return {
    scope: payload.route.scope,
    brand: payload.brand?.name,
    currency: payload.brand?.currency ?? 'USD',
    locale: payload.brand?.locale ?? 'en-US',
  }
}

/** The shop context (shopContext), the same object across renders while it is equal. */
export function useShop(payload: Payload): ShopContext {
  const { scope, brand, currency, locale } = shopContext(payload)
  return useMemo(() => ({ scope, brand, currency, locale }), [scope, brand, currency, locale])
}

export const maxQuantity = 20

const sameChoice = (a: Choice | undefined, b: Choice | undefined) => JSON.stringify(a) === JSON.stringify(b)

/** One more line, or more of an equal one (same item, option and choice), up to `most` (1 for an item that is one
 *  per line: the same car on the same dates, or the same application, added again stays one). */
export function addLine(
  lines: readonly CartLine[],
  slug: string,
  option: string | undefined,
  quantity: number,
  choice?: Choice,
  most = maxQuantity,
): CartLine[] {
  const i = lines.findIndex((l) => l.slug === slug && l.option === option && sameChoice(l.choice, choice))
  if (i === -1)
    return [
      ...lines,
      { slug, ...(option ? { option } : {}), quantity: clampQuantity(quantity, most), ...(choice ? { choice } : {}) },
    ]
  return lines.map((l, j) => (j === i ? { ...l, quantity: clampQuantity(l.quantity + quantity, most) } : l))
}

export function clampQuantity(quantity: number, most = maxQuantity): number {
  return Math.min(most, Math.max(1, Math.round(quantity) || 1))
}

export function useCart(scope: string) {
  const [lines, setLines] = useStoredCart(scope)
  return {
    lines,
    add: (slug: string, option: string | undefined, quantity: number, choice?: Choice, most?: number) =>
      setLines(addLine(lines, slug, option, quantity, choice, most)),
    setQuantity: (index: number, quantity: number) =>
      setLines(lines.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(quantity) } : l))),
    /** Whether an equal line (same item, option and choice) is in the cart already. */
    has: (slug: string, option: string | undefined, choice?: Choice) =>
      lines.some((l) => l.slug === slug && l.option === option && sameChoice(l.choice, choice)),
    remove: (index: number) => setLines(lines.filter((_, i) => i !== index)),
    clear: () => setLines([]),
  }
}
