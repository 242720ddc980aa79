// What the checkout says in the words of the brand's kinds of fulfilment, chosen at build time (+data.ts) for the kinds
// its products are handed over by, so that no checkout carries the words of the others: the button (Reserve now, Book
// sailing, Submit application), the legend over the visitor's details, what is said where nothing is paid now, and
// the legend over the address (where it is delivered, where a pro visits, or both). Which of them an order can need is
// found by asking checkoutNeeds (checkoutForm.ts) itself about every mix of the brand's kinds and every answer.
import type { FulfilmentKind } from '../../components/shop/index.ts'
import { type CheckoutNeeds, checkoutNeeds } from './checkoutForm.ts'
import { orderKind, precedence } from './orderKind.ts'

/** What the checkout says of an order told in `kind` (orderKind.ts). */
export interface KindWords {
  kind: FulfilmentKind
  submit: string
  /** The legend over the name and email. */
  details: string
  /** Said in place of the test card where nothing is paid now (a rental paid at the counter, an application). */
  unpaid?: string
}

export type AddressNeed = Exclude<CheckoutNeeds['address'], false>

export interface CheckoutWords {
  /** The brand's kinds in the order an order is told in: an order speaks in the first of them its lines have. */
  kinds: KindWords[]
  /** The address's legend, for each way an order of the brand can ask for one. */
  address: Partial<Record<AddressNeed, string>>
}

const submitLabels: Record<FulfilmentKind, string> = {
  shipping: 'Place order',
  'pickup-or-delivery': 'Place order',
  'in-store': 'Pay and get exit pass',
  rental: 'Reserve now',
  sailing: 'Book sailing',
  appointment: 'Book visit',
  application: 'Submit application',
}

const addressLegends: Record<AddressNeed, string> = {
  delivery: 'Delivery address',
  visit: 'Where we visit',
  both: 'Delivery and visit address',
}

const unpaidWords = (kind: FulfilmentKind) =>
  kind === 'application'
    ? 'No payment is taken with an application: any fees are due only once you are approved.'
    : 'No card is needed now: you pay at the counter when you pick up.'

/** Every non-empty mix of `kinds`: what a cart of the brand can hold. */
function mixes(kinds: readonly FulfilmentKind[]): Set<FulfilmentKind>[] {
  return Array.from({ length: 2 ** kinds.length - 1 }, (_, n) => new Set(kinds.filter((_, i) => (n + 1) & (2 ** i))))
}

/** The words of a checkout whose cart holds products handed over by `kinds` (the brand's). */
export function checkoutWords(kinds: ReadonlySet<FulfilmentKind>): CheckoutWords {
  const ordered = precedence.filter((k) => kinds.has(k))
  const unpaid = new Set<FulfilmentKind>()
  const address: Partial<Record<AddressNeed, string>> = {}
  for (const mix of mixes(ordered))
    for (const method of ['', 'pickup', 'delivery'])
      for (const payment of ['', 'now', 'later']) {
        const needs = checkoutNeeds(mix, { method, payment })
        if (!needs.card) unpaid.add(orderKind(mix))
        if (needs.address) address[needs.address] = addressLegends[needs.address]
      }
  return {
    kinds: ordered.map((kind) => ({
      kind,
      submit: submitLabels[kind],
      details: kind === 'application' ? 'About you, the applicant' : 'Your details',
      ...(unpaid.has(kind) ? { unpaid: unpaidWords(kind) } : {}),
    })),
    address,
  }
}
