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

export function isCart(value: unknown): value is CartLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (l) =>
        typeof l?.slug === 'string' && Number.isFinite(l.quantity) && (l.option === undefined || typeof l.option === 'string'),
    )
  )
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
  const [lines, setLines] = useStored<CartLine[]>(cartKey(scope), empty, isCart)
  return {
    lines,
    add: (slug: string, option: string | undefined, quantity: number) => setLines(addLine(lines, slug, option, quantity)),
    setQuantity: (index: number, quantity: number) =>
      setLines(lines.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(quantity) } : l))),
    remove: (index: number) => setLines(lines.filter((_, i) => i !== index)),
    clear: () => setLines([]),
  }
}
