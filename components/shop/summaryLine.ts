// Priced cart lines as the order summary shows them (OrderSummary.tsx), for the cart and the checkout. What was
// chosen for a booked line is said in words (choice.ts: dates formatted for people), imported on demand only where a
// line has a choice, so carts of shops that book nothing never load it: a booked line's description follows its line
// by one small request; if it cannot be fetched, the line shows without it (the failure is logged).
import type { Fulfilment } from '../../brand/fulfilment.ts'
import { onDemand, useOnDemand } from '../forms/onDemand.ts'
import type { CartLine } from './cart.ts'
import { useLineProducts } from './cartProducts.ts'
import type { Choice } from './choiceShape.ts'
import type { SummaryLine } from './OrderSummary.tsx'
import { type PricedLine, priceLines } from './totals.ts'

const choiceText = onDemand(() => import('./choice.ts'), 'the booking descriptions')

/** `describeChoice` in the brand's `locale` once it has arrived, while `wanted` (some line has a choice); undefined
 *  until then. */
export function useChoiceText(wanted: boolean, locale: string): ((choice: Choice) => string) | undefined {
  const describe = useOnDemand(choiceText, wanted).loaded?.describeChoice
  return describe && ((choice) => describe(choice, locale))
}

/** The cart's `lines` with their products (fetched for them: `found` says whether they have arrived and which are
 *  gone), priced, and the words for what was chosen for them: what the cart and the checkout both summarise. */
export function usePricedLines(prefix: string | undefined, lines: readonly CartLine[], fulfilment: Fulfilment, locale: string) {
  const found = useLineProducts(prefix, lines)
  const priced = priceLines(lines, found.products, fulfilment)
  const describe = useChoiceText(
    priced.some((l) => l.choice && !l.extra),
    locale,
  )
  return { found, priced, describe }
}

/** A priced cart line as the summary shows it, its choice said by `describe` (useChoiceText: none until it has
 *  arrived); an extra's choice is its booking's, said once on the booking. */
export function summaryLine(line: PricedLine, describe?: (choice: Choice) => string): SummaryLine {
  return {
    key: `${line.slug}:${line.option ?? ''}:${JSON.stringify(line.choice ?? '')}`,
    name: line.product.name,
    option: line.option,
    detail: line.choice && !line.extra ? describe?.(line.choice) : undefined,
    units: line.units,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    single: line.single,
    unpriced: line.unpriced,
  }
}
