// The visitor's cart for one brand (or the top-level "Demo" scope), kept in localStorage so it survives
// navigation and reload. Every page's header reads it; the pages that change it use useCart (useShop.ts).
import { useStored } from '../../lib/stored.ts'
import type { Choice } from './choiceShape.ts'

export interface CartLine {
  slug: string
  option?: string
  quantity: number
  /** What was chosen for a booked item (a rental's dates, a sailing): it is priced and handed over by it. */
  choice?: Choice
}

const empty: CartLine[] = []

const isCartLine = (l: unknown): l is CartLine => {
  const line = l as Partial<CartLine> | null
  return (
    typeof line?.slug === 'string' &&
    Number.isFinite(line.quantity) &&
    (line.option === undefined || typeof line.option === 'string') &&
    // A choice is checked where it is priced (totals.ts): every page's header reads the cart, and needs none of it.
    (line.choice === undefined || (typeof line.choice === 'object' && line.choice !== null))
  )
}

/** A stored cart, each line checked on its own: a line of the wrong shape is dropped, not the whole cart. */
export const cartShape = {
  parse: (value: unknown): CartLine[] | undefined => (Array.isArray(value) ? value.filter(isCartLine) : undefined),
}

export function cartKey(scope: string): string {
  return `storefront:${scope}:cart`
}

/** The cart as stored state, `[lines, setLines]`: the header only reads it; useCart (useShop.ts) edits it. */
export function useStoredCart(scope: string) {
  return useStored<CartLine[]>(cartKey(scope), empty, cartShape)
}
