// Options and quantity for one product, then into the cart: confirmItem goes on to the cart, a product page
// stays and confirms under its button.
import { useEffect, useId, useState } from 'react'
import { track } from '../../analytics/client/calls.ts'
import type { Product } from '../../brand/brandSchema.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { goTo } from '../../lib/goTo.ts'
import { ProductArt } from '../page/ProductArt.tsx'
import { AddedNote } from './AddedNote.tsx'
import { productProperties, type ShopContext, trackProductAdded } from './ecommerce.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import { useCart } from './useShop.ts'

export function ItemChooser({
  product,
  shop,
  cartHref,
  goToCart,
}: {
  product: Product
  shop: ShopContext
  cartHref: string | undefined
  goToCart: boolean
}) {
  const { scope, currency } = shop
  const cart = useCart(scope)
  useEffect(() => track('Product Viewed', productProperties(product, shop)), [product, shop])
  const id = useId()
  const [option, setOption] = useState(product.options?.[0])
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState(0)
  const add = () => {
    cart.add(product.slug, option, quantity)
    trackProductAdded(product, option, quantity, shop)
    if (goToCart && cartHref) goTo(cartHref)
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
        <div className="field">
          <span>Quantity</span>
          <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${product.name}`} />
        </div>
        <p>
          Total <strong>{formatPrice(product.price * quantity, currency)}</strong>
        </p>
        <button type="button" className="button" onClick={add}>
          Add to cart
        </button>
        {added > 0 && (
          <AddedNote key={added} cartHref={cartHref}>
            Added to your cart: {quantity} × {product.name}
          </AddedNote>
        )}
      </div>
    </div>
  )
}
