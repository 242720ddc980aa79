// The visitor's cart for one brand (or the top-level "Demo" scope), kept in localStorage so it survives
// navigation and reload.
import { useStored } from '../../lib/stored.ts'

export interface CartLine {
  slug: string
  option?: string
  quantity: number
}

export const maxQuantity = 20
const empty: CartLine[] = []

const isCartLine = (l: unknown): l is CartLine => {
  const line = l as Partial<CartLine> | null
  return (
    typeof line?.slug === 'string' &&
    Number.isFinite(line.quantity) &&
    (line.option === undefined || typeof line.option === 'string')
  )
}

/** A stored cart, each line checked on its own: a line of the wrong shape is dropped, not the whole cart. */
export const cartShape = {
  parse: (value: unknown): CartLine[] | undefined => (Array.isArray(value) ? value.filter(isCartLine) : undefined),
}

export function cartKey(scope: string): string {
  return `storefront:${scope}:cart`
}

export function addLine(lines: readonly CartLine[], slug: string, option: string | undefined, quantity: number): CartLine[] {
  const i = lines.findIndex((l) => l.slug === slug && l.option === option)
  if (i === -1) return [...lines, { slug, ...(option ? { option } : {}), quantity: clampQuantity(quantity) }]
  return lines.map((l, j) => (j === i ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l))
}

export function clampQuantity(quantity: number): number {
  return Math.min(maxQuantity, Math.max(1, Math.round(quantity) || 1))
}

export function useCart(scope: string) {
  const [lines, setLines] = useStored<CartLine[]>(cartKey(scope), empty, cartShape)
  return {
    lines,
    add: (slug: string, option: string | undefined, quantity: number) => setLines(addLine(lines, slug, option, quantity)),
    setQuantity: (index: number, quantity: number) =>
      setLines(lines.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(quantity) } : l))),
    remove: (index: number) => setLines(lines.filter((_, i) => i !== index)),
    clear: () => setLines([]),
  }
}
