// Idle prefetch: once the route rules are known, internal links to prerendered pages that scroll into view get
// their payload and page code fetched, once each, so a click renders without waiting on the network. Nothing is
// prefetched in the background on very slow or data-saving connections. A press on a link (pointer or finger down)
// fetches that page at once on any connection: the visitor is about to need it, and a press lasts long enough
// (about 100 ms on a touch screen) to hide much of the fetch before the click. The price: a finger that lands on a
// link to start scrolling fetches that one page (its payload is about 10 KB), once.

import { isSlowConnection, whenIdle } from '../../lib/idle.ts'
import { rulesReady } from './buildRulesLoader.ts'
import { loadPageView } from './pageViewLoader.ts'
import { fetchPayload } from './payloads.ts'
import { clientLink, routeTarget } from './router.tsx'

const requested = new Set<string>()
let observer: IntersectionObserver | undefined

function prefetch(link: HTMLAnchorElement) {
  const url = new URL(link.href)
  if (url.origin !== location.origin) return
  const path = routeTarget(url.pathname)
  if (!path || requested.has(path) || path === routeTarget(location.pathname)) return
  requested.add(path)
  fetchPayload(path).then((payload) => payload && loadPageView(payload).catch(() => undefined))
}

/** Watches the links on the current page; call again after each navigation. */
export function prefetchVisibleLinks(): void {
  if (isSlowConnection() || !('IntersectionObserver' in window)) return
  rulesReady.then((rules) => {
    if (!rules) return
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        prefetch(entry.target as HTMLAnchorElement)
      }
    })
    whenIdle(() => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer?.observe(link)
    })
  })
}

/** Fetches a pressed link's page before its click arrives. */
export function prefetchOnPress(): void {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const link = clientLink(event)
      if (link) prefetch(link)
    },
    { capture: true, passive: true },
  )
}
