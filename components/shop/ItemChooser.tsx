// Options and quantity for one product, then into the cart: confirmItem goes on to the cart, a product page
// stays and confirms under its button. A booked item (a rental, a sailing, a visit) first asks what its kind needs
// (BookedItem.tsx, on demand); an extra joins the booking already in the cart, priced by it. An item that is one per
// line (a booking, an application, a pass: productKind.ts) has no quantity, and added again it is already there.
import { useEffect, useId, useState } from 'react'
import { track } from '../../analytics/client/calls.ts'
import type { Product } from '../../brand/brandSchema.ts'
import type { Fulfilment } from '../../brand/fulfilment.ts'
import { isBookingKind, isExtra, isOnePerLine, productKind } from '../../brand/productKind.ts'
import type { ShopLinks } from '../../brand/shopLinks.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { goTo } from '../../lib/goTo.ts'
import { ProductArt } from '../page/ProductArt.tsx'
import { AddedNote } from './AddedNote.tsx'
import { BookedItemOnDemand } from './BookedItemOnDemand.tsx'
import type { Choice } from './choiceShape.ts'
import { productProperties, type ShopContext, trackProductAdded } from './ecommerce.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import { useCart } from './useShop.ts'

export function ItemChooser({
  product,
  shop,
  fulfilment,
  links,
  goToCart = false,
}: {
  product: Product
  shop: ShopContext
  fulfilment: Fulfilment
  /** The cart, which confirmItem goes on to and the "added" note links to; the catalog, where a booking is chosen. */
  links: Pick<ShopLinks, 'cart' | 'catalog'>
  /** Go on to the cart once added (confirmItem) rather than confirm under the button (a product page). */
  goToCart?: boolean
}) {
  const { scope, currency } = shop
  const cart = useCart(scope)
  useEffect(() => track('Product Viewed', productProperties(product, shop)), [product, shop])
  const id = useId()
  const [option, setOption] = useState(product.options?.[0])
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState(0)
  const [already, setAlready] = useState(false)
  const kind = productKind(product, fulfilment)
  const extra = isExtra(product, fulfilment)
  const single = isOnePerLine(product, fulfilment)
  const add = (choice: Choice | undefined, price: number) => {
    const again = single && cart.has(product.slug, option, choice)
    if (!again) {
      cart.add(product.slug, option, quantity, choice, single ? 1 : undefined)
      trackProductAdded(product, option, quantity, shop, price)
    }
    setAlready(again)
    if (goToCart && links.cart) goTo(links.cart)
    else setAdded((n) => n + 1)
  }
  return (
    <div className="detail">
      <ProductArt art={product.art} label={product.name} />
      <div>
        {product.badge && <span className="badge">{product.badge}</span>}
        <h2>{product.name}</h2>
        <p>{product.description}</p>
        <p className="price">{formatPrice(product.price, currency)}</p>
        {product.options && (
          <div className="field">
            <label htmlFor={`${id}-option`}>Choose</label>
            <select id={`${id}-option`} value={option} onChange={(e) => setOption(e.target.value)}>
              {product.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </div>
        )}
        {!single && (
          <div className="field">
            <span>Quantity</span>
            <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${product.name}`} />
          </div>
        )}
        {isBookingKind(kind) ? (
          <BookedItemOnDemand
            kind={kind}
            extra={extra}
            product={product}
            fulfilment={fulfilment}
            currency={currency}
            locale={shop.locale}
            quantity={quantity}
            lines={cart.lines}
            catalogHref={links.catalog}
            onAdd={add}
          />
        ) : (
          <>
            {!single && (
              <p>
                Total <strong>{formatPrice(product.price * quantity, currency)}</strong>
              </p>
            )}
            <button type="button" className="button" onClick={() => add(undefined, product.price)}>
              Add to cart
            </button>
          </>
        )}
        {added > 0 && (
          <AddedNote key={added} cartHref={links.cart}>
            {already ? 'Already in your cart' : 'Added to your cart'}: {single ? product.name : `${quantity} × ${product.name}`}
          </AddedNote>
        )}
      </div>
    </div>
  )
}
