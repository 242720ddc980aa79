// The checkout's form and order summary, imported on demand once the stored cart has any lines (+Page.tsx): each
// line's product fetched for it and priced (usePricedLines); only what the order's kind of fulfilment needs
// (checkoutForm.ts), in the words of that kind (checkoutWords.ts), validated field by field, beside the summary,
// whose totals follow the answers (a rental paid now costs less). An order is never placed with a line whose
// product the catalog no longer has, nor with a booked item still without its dates: the cart settles both.
import { useRef } from 'react'
import { ErrorSummary, useRequestForm } from '../../components/forms/index.ts'
import { type PageProps, withBase } from '../../components/page/index.ts'
import { OrderSummary, type ShopContext, summaryLine, totals, type useCart, usePricedLines } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { CheckoutFields } from './CheckoutFields.tsx'
import { type CheckoutForm, checkoutNeeds, emptyCheckout, testCardNumber } from './checkoutForm.ts'

export interface Placed {
  id: string
  /** The checks it was placed with, which show it (OrderPlaced.tsx). */
  checks: typeof import('./checkoutValidation.ts')
}

export interface CheckoutContentsProps extends PageProps<Data> {
  cart: ReturnType<typeof useCart>
  shop: ShopContext
  onPlaced: (placed: Placed) => void
}

export function CheckoutContents({ payload, cart, shop, onPlaced }: CheckoutContentsProps) {
  const { links, fulfilment, words } = payload.page
  const { scope, currency } = shop
  const { found, priced, describe } = usePricedLines(payload.brand?.prefix, cart.lines, fulfilment, shop.locale)
  const kinds = new Set(priced.map((l) => l.kind))
  // The words of the kind the order is told in (checkoutWords.ts); none while the cart is empty.
  const said = words.kinds.find((w) => kinds.has(w.kind))
  // The order being placed: set by the first submit, so any later one (a double tap, a repeated Enter) does nothing.
  const placing = useRef<string>(undefined)
  const kit = useRequestForm<CheckoutForm, string, typeof import('./checkoutValidation.ts')>({
    prefix: 'checkout',
    empty: { ...emptyCheckout, pickupAt: fulfilment.locations[0] ?? '' },
    checks: () => import('./checkoutValidation.ts'),
    validate: (checks, f) => checks.validateCheckout(f, checkoutNeeds(kinds, f), fulfilment.locations),
    send: (f, checks) => {
      if (placing.current) return undefined
      const order = checks.placeCheckoutOrder(scope, f, priced, fulfilment)
      placing.current = order.id
      onPlaced({ id: order.id, checks })
      cart.clear()
      // On the client, like a link: where storage is blocked the order lives in memory, which a page load would lose.
      if (links.confirmOrder) checks.goTo(`${links.confirmOrder}?order=${order.id}`)
      return undefined
    },
    next: (f) => f,
    // What was typed survives a reload until the order is placed; the card's number, expiry and code never are kept.
    draft: { scope, form: 'checkout', fields: { omit: ['cardNumber', 'expiry', 'cvc'] } },
  })

  if (!found.ready) {
    return (
      <p className="notice" role="status">
        {found.failed ? 'Your cart could not be loaded. Check your connection and reload the page.' : 'Loading...'}
      </p>
    )
  }

  const needs = checkoutNeeds(kinds, kit.form)
  const payNow = totals(priced, fulfilment, { payNow: kit.form.payment === 'now' })
  const unchosen = priced.some((l) => l.needsChoice)
  // What is said of an item no longer in the catalog, or still without its dates (only brands whose items are
  // booked have those words): both are settled in the cart.
  const waiting =
    found.missing.size > 0
      ? { notice: 'An item in your cart is no longer available: remove it in the cart first.', back: 'Back to the cart' }
      : unchosen
        ? words.unchosen
        : undefined
  if (priced.length === 0 || waiting) {
    return (
      <div className="notice">
        <p>{waiting ? waiting.notice : 'Your cart is empty, so there is nothing to check out yet.'}</p>
        <a className="button" href={withBase(waiting && links.cart ? links.cart : links.catalog)}>
          {waiting ? waiting.back : 'Start shopping'}
        </a>
      </div>
    )
  }
  return (
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
  )
}
