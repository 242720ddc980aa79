// What the checkout says in the words of the brand's kinds of fulfilment, chosen at build time (+data.ts) for the kinds
// its products are handed over by, so that no checkout carries the words of the others: the button (Reserve now, Book
// sailing, Submit application), the legend over the visitor's details and the questions about them some kinds add
// (a visit's phone, an applicant's date of birth), what is said where nothing is paid now, the legend over the address
// (where it is delivered, where a pro visits, or both) and, where items are booked, what is said of one still without
// its dates. Which of them an order can need is found by asking checkoutNeeds (checkoutForm.ts) itself about every mix
// of the brand's kinds and every answer.
import type { InputHTMLAttributes } from 'react'
import { isBookingKind } from '../../components/page/build/pageData.ts'
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

/** A question about the visitor that only some kinds ask, shown where the order needs it (`needs[key]`). */
export type ContactField = { key: 'phone' | 'birthDate'; label: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode'
>

export interface CheckoutWords {
  /** The brand's kinds in the order an order is told in: an order speaks in the first of them its lines have. */
  kinds: KindWords[]
  /** The questions after the name and email an order of the brand can ask, in the form's order. */
  contact: ContactField[]
  /** The address's legend, for each way an order of the brand can ask for one. */
  address: Partial<Record<AddressNeed, string>>
  /** Where items are booked: what the checkout says of one still without its dates, and its way back to the cart. */
  unchosen?: { notice: string; back: string }
}

const submitLabels: Record<FulfilmentKind, string> = {
  shipping: 'Place order',
  'pickup-or-delivery': 'Place order',
  'in-store': 'Pay and get exit pass',
  rental: 'Reserve now',
  sailing: 'Book sailing',
  appointment: 'Book visit',
  application: 'Submit application',
  digital: 'Place order',
}

const addressLegends: Record<AddressNeed, string> = {
  delivery: 'Delivery address',
  visit: 'Where we visit',
  both: 'Delivery and visit address',
}

const contactFields: ContactField[] = [
  { key: 'phone', label: 'Phone', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'birthDate', type: 'date', label: 'Date of birth', autoComplete: 'bday' },
]

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
  const asked = new Set<ContactField['key']>()
  const address: Partial<Record<AddressNeed, string>> = {}
  for (const mix of mixes(ordered))
    for (const method of ['', 'pickup', 'delivery'])
      for (const payment of ['', 'now', 'later']) {
        const needs = checkoutNeeds(mix, { method, payment })
        if (!needs.card) unpaid.add(orderKind(mix))
        for (const { key } of contactFields) if (needs[key]) asked.add(key)
        if (needs.address) address[needs.address] = addressLegends[needs.address]
      }
  return {
    kinds: ordered.map((kind) => ({
      kind,
      submit: submitLabels[kind],
      details: kind === 'application' ? 'About you, the applicant' : 'Your details',
      ...(unpaid.has(kind) ? { unpaid: unpaidWords(kind) } : {}),
    })),
    contact: contactFields.filter((f) => asked.has(f.key)),
    address,
    ...(ordered.some(isBookingKind)
      ? {
          unchosen: {
            notice: 'An item in your cart still needs its dates: choose them in the cart first.',
            back: 'Back to the cart',
          },
        }
      : {}),
  }
}
