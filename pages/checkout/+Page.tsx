// Checkout: contact, delivery and (test) payment details, validated field by field; placing the order saves it,
// empties the cart and shows the confirmation.
import { useEffect } from 'react'
import { ErrorSummary, TextField, useRequestForm } from '../../components/forms/index.ts'
import {
  FeatureIntro,
  type PageProps,
  readStored,
  referenceNumber,
  storageKey,
  track,
  withBase,
  writeStored,
} from '../../components/page/index.ts'
import {
  cartId,
  cartKey,
  cartShape,
  lineProperties,
  OrderSummary,
  orderTotals,
  priceLines,
  summaryLine,
  totals,
  useCart,
  useShop,
} from '../../components/shop/index.ts'
import { type CheckoutForm, emptyCheckout, testCardNumber } from './checkoutForm.ts'

const fields: {
  key: keyof CheckoutForm
  label: string
  autoComplete: string
  wide?: boolean
  inputMode?: 'numeric' | 'email'
}[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email' },
  { key: 'address', label: 'Street address', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', wide: true, inputMode: 'numeric' },
  { key: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  { key: 'cvc', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
]

import type { Data } from './+data.ts'

export default function CheckoutPage({ payload }: PageProps<Data>) {
  const { products, links } = payload.page
  const scope = payload.route.scope
  const cart = useCart(scope)
  const priced = priceLines(cart.lines, products)
  const currency = payload.brand?.currency ?? 'USD'
  const {
    field,
    errorCount,
    submit,
    sent: placed,
    formRef,
    prepare,
  } = useRequestForm<CheckoutForm, string, typeof import('./checkoutValidation.ts')>({
    prefix: 'checkout',
    empty: emptyCheckout,
    order: fields.map((f) => f.key),
    checks: () => import('./checkoutValidation.ts'),
    validate: (checks, f) => checks.validateCheckout(f),
    send: (f, { orders, goTo }) => {
      const id = referenceNumber(scope)
      const checkoutId = cartId(scope)
      track('Payment Info Entered', {
        checkout_id: checkoutId,
        order_id: id,
        step: 2,
        shipping_method: 'Standard delivery',
        payment_method: 'Credit card',
      })
      orders.add(scope, {
        id,
        placedAt: new Date().toISOString(),
        lines: priced.map((l) => ({
          slug: l.slug,
          name: l.product.name,
          ...(l.option ? { option: l.option } : {}),
          quantity: l.quantity,
          price: l.product.price,
        })),
        totals: totals(priced),
        contact: { name: f.name.trim(), email: f.email.trim() },
        shipTo: `${f.address.trim()}, ${f.city.trim()} ${f.postalCode.trim()}`,
        checkoutId,
      })
      cart.clear()
      // The next cart is a new one.
      writeStored(storageKey(scope, 'cart-id'), null)
      if (!links.confirmOrder) return id
      // On the client, like a link: where storage is blocked the order lives in memory, which a page load would lose.
      goTo(`${links.confirmOrder}?order=${id}`)
      return undefined
    },
  })
  const shop = useShop(payload)
  useEffect(() => {
    const lines = priceLines(readStored(cartKey(shop.scope), [], cartShape), products)
    if (lines.length === 0) return
    track('Checkout Started', {
      checkout_id: cartId(shop.scope),
      ...orderTotals(totals(lines), shop.currency),
      products: lineProperties(lines, shop),
    })
  }, [products, shop])

  if (placed) {
    return (
      <>
        <FeatureIntro payload={payload} />
        <p className="notice" role="status">
          Order <strong>{placed}</strong> is placed. Thank you!
        </p>
      </>
    )
  }

  return (
    <>
      <FeatureIntro payload={payload} />
      {priced.length === 0 ? (
        <div className="notice">
          <p>Your cart is empty, so there is nothing to check out yet.</p>
          <a className="button" href={withBase(links.catalog)}>
            Start shopping
          </a>
        </div>
      ) : (
        <div className="detail">
          <form ref={formRef} className="panel" noValidate onSubmit={submit} onFocus={prepare} aria-label="Checkout">
            <ErrorSummary count={errorCount} />
            <fieldset className="form-grid">
              <legend>Contact, delivery and payment</legend>
              {fields.map((f) => (
                <TextField
                  key={f.key}
                  {...field(f.key)}
                  label={f.label}
                  className={f.wide ? 'wide' : undefined}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                />
              ))}
            </fieldset>
            <p>This is a demo: no payment is taken. Use the test card {testCardNumber}.</p>
            <button type="submit" className="button">
              Place order
            </button>
          </form>
          <section className="panel" aria-label="Order summary">
            <OrderSummary currency={currency} totals={totals(priced)} lines={priced.map(summaryLine)} />
            {links.cart && <a href={withBase(links.cart)}>Edit cart</a>}
          </section>
        </div>
      )}
    </>
  )
}
