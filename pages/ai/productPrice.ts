// How a recommended product's price is said. A product one applies for (fulfilment kind "application": a credit
// card, a savings account, a degree program) has no price of its own: its data's price is 0, or what its description
// says the price shown is ("Price shown is the application fee"). So it is said as that fee, or not at all, where a
// product one buys is said with its price.
import { formatPrice } from '../../components/page/index.ts'
import type { AssistantProduct } from './knowledge.ts'

/** What the shown price of an application is, from its description: "application fee", "seat deposit". */
const shownAs = /\bprice shown is the ([a-z -]+?)(?:[,.]|$)/i

/** The price as words ("$42.00", "$95.00 application fee"), or nothing for an application without a fee. */
export function priceLabel(p: AssistantProduct, currency: string): string | undefined {
  if (!p.application) return formatPrice(p.price, currency)
  if (p.price <= 0) return undefined
  const what = shownAs.exec(p.description)?.[1]
  return what ? `${formatPrice(p.price, currency)} ${what}` : formatPrice(p.price, currency)
}
