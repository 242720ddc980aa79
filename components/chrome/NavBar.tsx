// The brand's navigation, derived from the pages it has; the current page is marked for assistive technology. On a
// phone it sits behind a menu button as a native popover, so it opens before the page is hydrated too, closes on
// Escape or a tap outside, and gives focus back to the button; from 600 px on it is shown in the header as a row.
// The cart link carries the number of items in the visitor's cart, and on a phone the header shows it beside the
// menu button. The phone menu ends with a link to the directory of all partner demos.
import { useEffect, useRef, useState } from 'react'
import type { Payload } from '../../brand/payload.ts'
import { withBase } from '../../lib/base.ts'
import { useStoredCart } from '../shop/cart.ts'

const menuId = 'site-menu'

function CartCount({ count }: { count: number }) {
  return count > 0 ? (
    <span className="cart-count">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </span>
  ) : null
}

export function NavBar({ payload }: { payload: Payload }) {
  const links = payload.brand?.nav ?? []
  const [lines] = useStoredCart(payload.route.scope)
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = menu.current
    const toggled = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    // A link followed on the client leaves the page in place: the open menu closes with it (Enter fires click too).
    const followed = (event: Event) => {
      if ((event.target as Element).closest('a') && nav?.matches(':popover-open')) nav.hidePopover()
    }
    nav?.addEventListener('toggle', toggled)
    nav?.addEventListener('click', followed)
    return () => {
      nav?.removeEventListener('toggle', toggled)
      nav?.removeEventListener('click', followed)
    }
  }, [])
  if (links.length === 0) return null
  const current = payload.route.path.toLowerCase()
  const cartLink = links.find((link) => link.href.endsWith('/cart'))
  const count = lines.reduce((n, line) => n + line.quantity, 0)
  return (
    <>
      {cartLink && (
        <a className="header-cart" href={withBase(cartLink.href)}>
          {cartLink.label}
          <CartCount count={count} />
        </a>
      )}
      <button
        type="button"
        className="menu-button"
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-expanded={open}
        aria-label="Menu"
      >
        <span className="menu-icon" aria-hidden="true" />
        <span className="menu-label">Menu</span>
      </button>
      <nav ref={menu} id={menuId} popover="auto" className="site-nav" aria-label={`${payload.brand?.name} navigation`}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={withBase(link.href)} aria-current={link.href.toLowerCase() === current ? 'page' : undefined}>
                {link.label}
                {link === cartLink && <CartCount count={count} />}
              </a>
            </li>
          ))}
          {/* The way back to every partner's demo: the phone menu's last entry (the footer has it on every width). */}
          <li className="nav-directory">
            <a href={withBase('/')}>All partner demos</a>
          </li>
        </ul>
      </nav>
    </>
  )
}
