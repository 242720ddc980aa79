// Checkout: only what the order's kind of fulfilment needs (checkoutForm.ts), in the words of that kind (chosen at
// build time among the brand's own kinds: checkoutWords.ts), validated field by field, beside the order summary,
// whose totals follow the answers (a rental paid now costs less). Placing the order is done once, however often the
// button is pressed: the order is stored under its cart, the cart empties, and the visitor is taken to that order's
// confirmation. What is typed is kept as a draft across reloads, never the card's details.
import { useEffect, useRef, useState } from 'react'
import { ErrorSummary, onDemand, useRequestForm } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, readStored, withBase } from '../../components/page/index.ts'
import {
  cartKey,
  cartShape,
  OrderSummary,
  priceLines,
  summaryLine,
  totals,
  useCart,
  useChoiceText,
  useShop,
} from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { CheckoutFields } from './CheckoutFields.tsx'
import { type CheckoutForm, checkoutNeeds, checkoutOrder, emptyCheckout, testCardNumber } from './checkoutForm.ts'

// Checkout Started is sent from a module of its own, imported as the page mounts (checkoutStarted.ts).
const checkoutStarted = onDemand(() => import('./checkoutStarted.ts'), 'the checkout analytics')

export default function CheckoutPage({ payload }: PageProps<Data>) {
  const { products, links, fulfilment, words } = payload.page
  const shop = useShop(payload)
  const { scope, currency } = shop
  const cart = useCart(scope)
  const priced = priceLines(cart.lines, products, fulfilment)
  const kinds = new Set(priced.map((l) => l.kind))
  // The words of the kind the order is told in (checkoutWords.ts); none while the cart is empty.
  const said = words.kinds.find((w) => kinds.has(w.kind))
  // The order being placed: set by the first submit, so any later one (a double tap, a repeated Enter) does nothing.
  const placing = useRef<string>(undefined)
  // With the checks it was placed with, which show it (OrderPlaced.tsx).
  const [placed, setPlaced] = useState<{ id: string; checks: typeof import('./checkoutValidation.ts') }>()
  const kit = useRequestForm<CheckoutForm, string, typeof import('./checkoutValidation.ts')>({
    prefix: 'checkout',
    empty: { ...emptyCheckout, pickupAt: fulfilment.locations[0] ?? '' },
    order: checkoutOrder,
    checks: () => import('./checkoutValidation.ts'),
    validate: (checks, f) => checks.validateCheckout(f, checkoutNeeds(kinds, f), fulfilment.locations),
    send: (f, checks) => {
      if (placing.current) return undefined
      const order = checks.placeCheckoutOrder(scope, f, priced, fulfilment)
      placing.current = order.id
      setPlaced({ id: order.id, checks })
      cart.clear()
      // On the client, like a link: where storage is blocked the order lives in memory, which a page load would lose.
      if (links.confirmOrder) checks.goTo(`${links.confirmOrder}?order=${order.id}`)
      return undefined
    },
    next: (f) => f,
    // What was typed survives a reload until the order is placed; the card's number, expiry and code never are kept.
    draft: { scope, form: 'checkout', fields: { omit: ['cardNumber', 'expiry', 'cvc'] } },
  })
  const describe = useChoiceText(
    priced.some((l) => l.choice && !l.extra),
    shop.locale,
  )
  useEffect(() => {
    const lines = priceLines(readStored(cartKey(shop.scope), [], cartShape), products, fulfilment)
    if (lines.length === 0) return
    checkoutStarted.whenLoaded().then((module) => module?.trackCheckoutStarted(lines, fulfilment, shop))
  }, [products, fulfilment, shop])

  if (placed) {
    return (
      <>
        <FeatureIntro payload={payload} />
        <placed.checks.OrderPlaced id={placed.id} confirmOrder={links.confirmOrder} />
      </>
    )
  }

  const needs = checkoutNeeds(kinds, kit.form)
  const payNow = totals(priced, fulfilment, { payNow: kit.form.payment === 'now' })
  const unchosen = priced.some((l) => l.needsChoice)
  // What is said of an item still without its dates: only brands whose items are booked have the words.
  const waiting = unchosen ? words.unchosen : undefined
  return (
    <>
      <FeatureIntro payload={payload} />
      {priced.length === 0 || unchosen ? (
        <div className="notice">
          <p>{waiting ? waiting.notice : 'Your cart is empty, so there is nothing to check out yet.'}</p>
          <a className="button" href={withBase(waiting && links.cart ? links.cart : links.catalog)}>
            {waiting ? waiting.back : 'Start shopping'}
          </a>
        </div>
      ) : (
        <div className="detail">
          <form ref={kit.formRef} className="panel" noValidate onSubmit={kit.submit} onFocus={kit.prepare} aria-label="Checkout">
            <ErrorSummary count={kit.errorCount} />
            <CheckoutFields
              field={kit.field}
              form={kit.form}
              choose={kit.setValue}
              needs={needs}
              fulfilment={fulfilment}
              details={said?.details}
              contact={words.contact}
              addressLegend={needs.address ? words.address[needs.address] : undefined}
              lines={priced}
              currency={currency}
            />
            <p>{needs.card ? `This is a demo: no payment is taken. Use the test card ${testCardNumber}.` : said?.unpaid}</p>
            <button type="submit" className="button">
              {said?.submit}
            </button>
          </form>
          <section className="panel" aria-label="Order summary">
            <OrderSummary currency={currency} totals={payNow} lines={priced.map((line) => summaryLine(line, describe))} />
            {links.cart && <a href={withBase(links.cart)}>Edit cart</a>}
          </section>
        </div>
      )}
    </>
  )
}
