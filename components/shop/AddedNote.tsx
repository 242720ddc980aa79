// The confirmation of an item put in the cart: one line under the button that did it, in the page's own flow, so it
// never covers another product's button, with the way to the cart. A long name ends in an ellipsis on screen and
// is read out whole. Mounted afresh for each press (keyed by the caller), so each is announced.
import type { ReactNode } from 'react'
import { withBase } from '../../lib/base.ts'

export function AddedNote({ children, cartHref }: { children: ReactNode; cartHref: string | undefined }) {
  return (
    <p className="added-note" role="status">
      <span>{children}</span>
      {cartHref && <a href={withBase(cartHref)}>View cart</a>}
    </p>
  )
}
