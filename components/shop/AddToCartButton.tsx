// Adds one item (default option) to the cart from a catalog card, and confirms it under the button (AddedNote).
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
}: {
  shop: ShopContext
  product: Product
  option?: string | undefined
  quantity?: number
  cartHref?: string | undefined
}) {
  const cart = useCart(shop.scope)
  const [added, setAdded] = useState(0)
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          cart.add(product.slug, option, quantity)
          trackProductAdded(product, option, quantity, shop)
          setAdded((n) => n + 1)
        }}
      >
        Add to cart <span className="visually-hidden">{product.name}</span>
      </button>
      {added > 0 && (
        <AddedNote key={added} cartHref={cartHref}>
          Added to your cart
        </AddedNote>
      )}
    </>
  )
}
