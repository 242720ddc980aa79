// Adds one item (default option) to the cart and confirms with a snackbar linking to the cart.
import { useState } from 'react'
import type { Product } from '../../brand/brandSchema.ts'
import { Snackbar } from '../page/Snackbar.tsx'
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
        <Snackbar key={added} onClose={() => setAdded(0)} action={cartHref ? { label: 'View cart', href: cartHref } : undefined}>
          {quantity} × {product.name} added to your cart
        </Snackbar>
      )}
    </>
  )
}
