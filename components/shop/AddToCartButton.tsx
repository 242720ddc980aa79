// Adds one item (default option) to the cart from a catalog card, and confirms it under the button (AddedNote). An
// item that is one per line (an application, a pass) pressed again is already there: no second one, no event.
import { useState } from 'react'
import type { Product } from '../../brand/brandSchema.ts'
import { AddedNote } from './AddedNote.tsx'
import { type ShopContext, trackProductAdded } from './ecommerce.ts'
import { useCart } from './useShop.ts'

export function AddToCartButton({
  shop,
  product,
  option = product.options?.[0],
  quantity = 1,
  cartHref,
  single = false,
}: {
  shop: ShopContext
  product: Product
  option?: string | undefined
  quantity?: number
  cartHref?: string | undefined
  single?: boolean
}) {
  const cart = useCart(shop.scope)
  const [added, setAdded] = useState(0)
  const [already, setAlready] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          const again = single && cart.has(product.slug, option)
          if (!again) {
            cart.add(product.slug, option, quantity, undefined, single ? 1 : undefined)
            trackProductAdded(product, option, quantity, shop)
          }
          setAlready(again)
          setAdded((n) => n + 1)
        }}
      >
        Add to cart <span className="visually-hidden">{product.name}</span>
      </button>
      {added > 0 && (
        <AddedNote key={added} cartHref={cartHref}>
          {already ? 'Already in your cart' : 'Added to your cart'}
        </AddedNote>
      )}
    </>
  )
}
