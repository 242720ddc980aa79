// Server-side only (the page data): every page's entry holds brand/chrome.ts, which this would otherwise join.
import { type Chrome, defaultChrome } from './chrome.ts'
/** The chrome a shared layout draws a brand's pages in, in place of the brand's own: the shop's commerce header
 *  (layouts/shop/), a thick brand-colour rule, pill navigation and the "Online shop" badge. Carried in those pages'
 *  payloads, so that the layout needs no code beyond the shared frame every page's entry holds. */
export const sharedLayoutChrome: Readonly<Record<string, Chrome>> = {
  shop: { ...defaultChrome, edge: 'thick', nav: 'pills', badge: 'Online shop' },
}
