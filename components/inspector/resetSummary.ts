// The sentence a presenter's reset ends with: what it cleared, counted from the stored values before they went
// ("Cleared KFC: cart (2 items), 1 order, sign-in, 14 events and the analytics identity."). The cart, the orders and
// the sign-in are named; whatever else a feature stored counts as saved answers (a list's entries, or one); bookkeeping (the cart's id, the
// orders already reported) is not mentioned.
import { plural } from '../../lib/plural.ts'

const bookkeeping = new Set(['cart-id', 'orders-tracked'])

/** Items in a stored cart (its lines' quantities); 0 for anything that is not a list of lines. */
function cartItems(value: unknown): number {
  if (!Array.isArray(value)) return 0
  return value.reduce<number>((n, line) => n + (Number.isFinite(line?.quantity) ? Number(line.quantity) : 0), 0)
}

/**
 * `cleared` holds each removed key's name (the part after the scope) and its parsed value; `events` is how many
 * inspector events went with them.
 */
export function resetSummary(what: string, cleared: readonly { name: string; value: unknown }[], events: number): string {
  let carts = 0
  let items = 0
  let orders = 0
  let signIns = 0
  let answers = 0
  for (const { name, value } of cleared) {
    if (value === null || bookkeeping.has(name)) continue
    if (name === 'cart') {
      const n = cartItems(value)
      if (n > 0) carts++
      items += n
    } else if (name === 'orders') orders += Array.isArray(value) ? value.length : 0
    else if (name === 'user') signIns++
    else answers += Array.isArray(value) ? value.length : 1
  }
  const parts = [
    carts > 0 && `${carts === 1 ? 'cart' : `${carts} carts`} (${plural(items, 'item')})`,
    orders > 0 && plural(orders, 'order'),
    signIns > 0 && (signIns === 1 ? 'sign-in' : `${signIns} sign-ins`),
    answers > 0 && plural(answers, 'saved answer'),
    plural(events, 'event'),
  ].filter(Boolean)
  return `Cleared ${what}: ${parts.join(', ')} and the analytics identity.`
}
