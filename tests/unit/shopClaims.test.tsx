// Every brand's cart, checkout and confirmation say only what the pages let the visitor do: the words the build
// chooses (page data), the brand's shop page intros, and the rendered summary and next steps of one
// order of each kind it sells, read against its kinds of fulfilment and options. A claim with no control behind it
// (pickup without a pickup option, PayPal without such a payment choice, a delivery speed without a choice of speed,
// a total on an application, tracking for an emailed pass, a text message without a phone number) is a problem named
// with its brand.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Brand } from '../../brand/brandSchema.ts'
import type { FulfilmentKind } from '../../brand/fulfilment.ts'
import { isBookingKind } from '../../brand/productKind.ts'
import { OrderSummary } from '../../components/shop/OrderSummary.tsx'
import { summaryLine } from '../../components/shop/summaryLine.ts'
import { totals } from '../../components/shop/totals.ts'
import { data as cartData } from '../../pages/cart/+data.ts'
import { data as checkoutData } from '../../pages/checkout/+data.ts'
import { checkoutNeeds, emptyCheckout } from '../../pages/checkout/checkoutForm.ts'
import { HandoverFields } from '../../pages/checkout/HandoverFields.tsx'
import { data as confirmData } from '../../pages/confirmOrder/+data.ts'
import { NextSteps } from '../../pages/confirmOrder/NextSteps.tsx'
import { orderLines } from '../../pages/confirmOrder/orderLines.ts'
import { brandKinds, checkoutBrands, fakeBrowser, filledForm, type SampleOrder, sampleOrder } from './support/shopOrder.ts'

vi.mock('../../analytics/client/calls.ts', () => ({ track: () => {}, identify: () => {}, group: () => {}, reset: () => {} }))

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** What the shop's pages say about one order: its checkout summary, and its confirmation (intro, next steps, summary,
 *  the way on). */
function orderText({ order, lines, fulfilment, shop }: SampleOrder, confirm: ReturnType<typeof confirmPage>) {
  const checkout = renderToStaticMarkup(
    <OrderSummary currency={shop.currency} totals={totals(lines, fulfilment)} lines={lines.map((l) => summaryLine(l))} />,
  )
  const confirmation = renderToStaticMarkup(
    <>
      <NextSteps order={order} currency={shop.currency} locale={shop.locale} handover={confirm.handover} />
      <OrderSummary currency={shop.currency} totals={order.totals} lines={orderLines(order)} />
    </>,
  )
  const more = (order.kind === 'application' && confirm.more.application) || confirm.more.order
  return { checkout: text(checkout), confirmation: `${confirm.confirmed.intro} ${text(confirmation)} ${more}` }
}

const confirmPage = (path: string) => confirmData({ routeParams: {}, urlPathname: path } as never).page

/** The brand's own words about its shop: the intros of its shop pages, and what its answers to customers' questions
 *  (said by the assistant and the help page) promise of a page: "Choose store pickup at checkout" needs a pickup
 *  option as much as an intro does. A sentence that says what is not offered promises nothing. */
function brandWords(brand: Brand): string[] {
  const pages = ['catalog', 'product', 'confirmItem', 'addons', 'cart', 'checkout', 'confirmOrder']
  const aboutAPage = /\b(at|during) checkout\b|\bin your (account|cart)\b/i
  const denies = /n't\b|\bnot\b|\bno\b/i
  return [
    ...pages.flatMap((key) => (brand.copy[key] ? [brand.copy[key].intro] : [])),
    ...(brand.faq ?? [])
      .flatMap((entry) => entry.answer.split(/(?<=[.!?;])\s+/))
      .filter((sentence) => aboutAPage.test(sentence) && !denies.test(sentence)),
  ]
}

/** Claims anywhere in a brand's shop text, and the control each needs. */
const claims: { claim: RegExp; needs: string; offered: (kinds: Set<FulfilmentKind>, phone: boolean) => boolean }[] = [
  {
    claim: /pick ?up in store|in-store pickup|store pickup|free pickup|ship-to-store/i,
    needs: 'pickup option',
    offered: (kinds) => kinds.has('pickup-or-delivery'),
  },
  {
    claim: /PayPal|Apple Pay|Google Pay|installments?|digital wallet|saved card|Consumer Card|Klarna|Affirm/i,
    needs: 'payment choice besides a card',
    offered: () => false,
  },
  {
    claim: /delivery speed|express (delivery|shipping)|two-day|overnight|white-glove|standard delivery/i,
    needs: 'choice of delivery speed',
    offered: () => false,
  },
  { claim: /Autoship/i, needs: 'repeat-delivery choice at checkout', offered: () => false },
  {
    claim: /\b(we('ll| will)|and) text\b|\btext (you|and email you)\b/i,
    needs: 'phone number asked at checkout',
    offered: (_kinds, phone) => phone,
  },
]

const problems: string[] = []

beforeAll(() => {
  for (const { brand, path } of checkoutBrands()) {
    fakeBrowser()
    const checkout = checkoutData({ routeParams: {}, urlPathname: path('checkout') } as never).page
    const cart = cartData({ routeParams: {}, urlPathname: path('cart') } as never).page
    const confirm = confirmPage(path('confirmOrder'))
    const { fulfilment } = checkout
    const kinds = brandKinds(brand, fulfilment)
    const problem = (what: string) => problems.push(`${brand.prefix}: ${what}`)
    const orders = new Map(
      kinds.map((kind) => [kind, orderText(sampleOrder(brand.prefix, [kind], { method: 'pickup' }), confirm)]),
    )
    const said = [
      ...brandWords(brand),
      JSON.stringify(checkout.words),
      JSON.stringify(cart.words),
      confirm.confirmed.intro,
      ...[...orders.values()].flatMap((o) => [o.checkout, o.confirmation]),
    ].join('\n')
    const phone = checkout.words.contact.some((f) => f.key === 'phone')
    for (const { claim, needs, offered } of claims) {
      const found = claim.exec(said)
      if (found && !offered(new Set(kinds), phone)) problem(`says "${found[0]}", but the pages offer no ${needs}`)
    }

    const application = orders.get('application')
    if (application) {
      const sold = /\bTotal\b|\btax\b|\$\d|×/.exec(`${application.checkout} ${application.confirmation}`)
      if (sold) problem(`an application is shown with "${sold[0]}" as if sold`)
      const timings = application.confirmation.match(/\bwithin\b[^.,;]*/g) ?? []
      if (timings.length > 1) problem(`an application's confirmation promises ${timings.join(' and ')}`)
      if (/Continue shopping/.test(application.confirmation)) problem('an application ends in "Continue shopping"')
      if (kinds.every((k) => k === 'application') && /\bpay\b/i.test(brand.copy.checkout?.intro ?? ''))
        problem(`the checkout of applications asks to pay: "${brand.copy.checkout?.intro}"`)
      const mixed = kinds.filter((k) => k !== 'application')[0]
      if (mixed) {
        const both = orderText(sampleOrder(brand.prefix, ['application', mixed]), confirm)
        if (/Nothing (has been|is) charged\./.test(both.confirmation))
          problem('a cart that charges for part of it says nothing is charged')
      }
    }

    const digital = orders.get('digital')
    if (digital) {
      const shipped = /ships|tracking|Delivering to/.exec(digital.confirmation)
      if (shipped) problem(`a digital good's confirmation says "${shipped[0]}"`)
      if (!/emailed/.test(digital.confirmation)) problem("a digital good's confirmation does not say it is emailed")
      if (checkoutNeeds(new Set(['digital']), emptyCheckout).address) problem('a digital good asks for an address')
    }

    for (const [kind, said] of orders)
      if ((isBookingKind(kind) || kind === 'application' || kind === 'digital') && / × /.test(said.checkout))
        problem(`a ${kind} line is shown with a quantity: ${said.checkout}`)

    if (kinds.some(isBookingKind) && /\b(pick|choose|select)\b[^.]*\bdates?\b/i.test(brand.copy.checkout?.intro ?? ''))
      problem(`the checkout asks for dates already chosen: "${brand.copy.checkout?.intro}"`)

    const pickup = orders.get('pickup-or-delivery')
    if (pickup) {
      const promised = [brand.copy.home?.intro ?? '', ...brandWords(brand)]
        .flatMap((s) => [...s.matchAll(/pick ?up (in [^.,;]+)/gi)])
        .flatMap((m) => (m[1] ? [m[1]] : []))
      const handover = text(
        renderToStaticMarkup(
          <HandoverFields
            field={(key) => ({ id: key, value: '', error: undefined, onChange: () => {} })}
            form={filledForm(fulfilment)}
            choose={() => {}}
            needs={checkoutNeeds(new Set(['pickup-or-delivery']), { method: 'pickup', payment: '' })}
            fulfilment={fulfilment}
            lines={[]}
            currency={brand.currency}
          />,
        ),
      )
      for (const when of [...promised, fulfilment.pickupReady])
        for (const [where, words] of [
          ['checkout', handover],
          ['confirmation', pickup.confirmation],
        ] as const)
          if (!words.includes(when)) problem(`the ${where} does not say pickup is ready ${when}, as the brand does`)
    }
  }
})

afterEach(() => vi.unstubAllGlobals())

describe('shop claims', () => {
  it('every claim on a cart, checkout or confirmation has a control behind it', () => {
    expect(problems).toEqual([])
  })

  it('reads every brand with a checkout, and one order of each kind it sells', () => {
    expect(checkoutBrands().map((b) => b.brand.prefix)).toEqual(
      expect.arrayContaining(['jpmc', 'discover', 'adtalem', 'hack25', 'cr', 'thd', 'KFC', 'avis', 'thumbtack', 'NCR']),
    )
  })
})
