// Client-side navigation between prerendered pages: the target's payload (<route>/_payload.json) and page code
// replace the current page without a document load. Whatever cannot be rendered this way — no payload, a page
// the build does not have, a newer build deployed, a failed chunk — becomes a full page load of the target,
// never a broken page. Offline, where a page load would show the browser's error page instead, a page that cannot
// be fetched keeps the current page with a notice, and opens once the browser is back online.
import type { ReactElement } from 'react'
import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import { trackPage } from '../../analytics/client/calls.ts'
import { stripBase, withBase } from '../../lib/base.ts'
import { type EntryState, newEntryId, stepPushedEvent, viewOf } from '../../lib/inPageHistory.ts'
import { errorPagePayload } from '../errorPagePayload.ts'
import { currentRules } from './buildRulesLoader.ts'
import { updateHead } from './head.ts'
import { runMiddleware } from './middleware.ts'
import { hideOfflineNotice, showOfflineNotice } from './offlineNotice.ts'
import { loadView } from './pageView.tsx'
import { loadPageView } from './pageViewLoader.ts'
import { fetchPayload } from './payloads.ts'
import { loadForVisitor, reloadAt } from './reloadGuard.ts'

let root: Root
let newBuildDeployed = false
let navigation = 0

export function startRouter(hydrated: Root): void {
  root = hydrated
  history.scrollRestoration = 'manual'
  recallScrolls()
  const state = history.state as EntryState | null
  currentEntry = state?.entry ?? newEntryId()
  currentView = viewOf(state) ?? currentEntry
  history.replaceState({ ...state, entry: currentEntry }, '')
  addEventListener('popstate', (event) => {
    // The entry being left keeps its position for a later forward or back.
    rememberScroll()
    const state = event.state as EntryState | null
    const entry = state?.entry
    currentEntry = entry ?? newEntryId()
    // An entry from before the runtime (a full page load's) gets its id now, so its position can be kept too.
    if (!entry) history.replaceState({ ...event.state, entry: currentEntry }, '')
    // A step of the page on screen (lib/inPageHistory.ts): the page shows it itself.
    const view = viewOf(state)
    if (view !== undefined && view === currentView) return
    currentView = view ?? currentEntry
    navigate(location.href, { pop: scrolls.get(entry ?? '') ?? 0 })
  })
  addEventListener(stepPushedEvent, () => {
    rememberScroll()
    currentEntry = (history.state as EntryState | null)?.entry ?? currentEntry
  })
  addEventListener('pagehide', keepScrolls)
}

export function markNewBuild(): void {
  newBuildDeployed = true
}

// Where the visitor was on each history entry, for back/forward. Kept in memory, not written into the entry's
// state: rewriting history state costs a click several milliseconds. A page that is left writes the positions to
// this tab's sessionStorage, where a reload of the page finds them again.
const scrollsKey = 'storefront:scroll-positions'
/** Positions kept across a reload: enough for any back/forward a visitor makes. */
const keptScrolls = 50
const scrolls = new Map<string, number>()
let currentEntry = ''
/** The page view on screen: the entry of the page navigation that showed it (its steps share it). */
let currentView = ''

/** The latest last, so that the positions kept across a reload are those of the most recent entries. */
function rememberScroll() {
  scrolls.delete(currentEntry)
  scrolls.set(currentEntry, scrollY)
}

function keepScrolls() {
  rememberScroll()
  try {
    sessionStorage.setItem(scrollsKey, JSON.stringify([...scrolls].slice(-keptScrolls)))
  } catch {
    // No session storage: positions survive back/forward, not a reload.
  }
}

function recallScrolls() {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(scrollsKey) ?? '[]')
    if (!Array.isArray(kept)) return
    for (const pair of kept)
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number') scrolls.set(pair[0], pair[1])
  } catch {
    // Unreadable or no session storage: back/forward starts at the top.
  }
}

/** Where a path leads by the build's route rules: its canonical form, a redirect target, or null (not ours). */
export function routeTarget(pathname: string): string | null {
  const path = stripBase(pathname)
  const match = currentRules()?.match(path)
  if (!match) return path
  if (match.kind === 'redirect') return routeTarget(withBase(match.to))
  return match.kind === 'page' ? match.path : null
}

interface NavigateOptions {
  pop?: number
  replace?: boolean
  automatic?: boolean
}

/**
 * Shows `href` in place. `pop` is the scroll position to restore on back/forward; `replace` rewrites the current
 * history entry (canonical URLs, redirects). `automatic` marks a navigation the page made on its own rather than
 * the visitor: when it has to fall back to a full page load, that load goes through the reload guard, so a page
 * whose start-up navigation keeps failing cannot load itself forever.
 */
export async function navigate(href: string, options: NavigateOptions = {}): Promise<void> {
  const { pop, replace, automatic } = options
  const url = new URL(href, location.href)
  const fullLoad = (reason: string) => void (automatic ? reloadAt(url.href, reason) : location.assign(url.href))
  const path = routeTarget(url.pathname)
  if (newBuildDeployed || path === null) return fullLoad('it is not a page of this build')
  const current = ++navigation
  hideOfflineNotice()
  if (pop === undefined) rememberScroll()
  const payload = await fetchPayload(path)
  if (!payload && !navigator.onLine) return retryWhenOnline(current, href, options)
  if (!payload) return fullLoad('its page data could not be fetched')
  const outcome = runMiddleware(payload)
  if (outcome && 'redirect' in outcome) return navigate(outcome.redirect, { replace: true, automatic })
  // A page its middleware failed is shown as the error page, head included.
  const shown = outcome ? errorPagePayload(outcome.status, [], outcome.error) : payload
  let view: ReactElement
  try {
    view = await (outcome ? loadView(shown, current) : loadPageView(payload, current))
  } catch (error) {
    if (!navigator.onLine) return retryWhenOnline(current, href, options)
    console.error(error)
    return void (automatic ? reloadAt(url.href) : loadForVisitor(url.href))
  }
  if (current !== navigation) return
  const target = `${withBase(path)}${url.search}${url.hash}`
  if (pop === undefined) {
    if (!replace) currentEntry = newEntryId()
    currentView = currentEntry
    history[replace ? 'replaceState' : 'pushState']({ entry: currentEntry } satisfies EntryState, '', target)
  }
  // The page call goes first, so the events the new page sends as it mounts follow it.
  if (!outcome) trackPage(payload)
  flushSync(() => root.render(view))
  updateHead(shown)
  settle(url.hash, pop)
  dispatchEvent(new CustomEvent('storefront:navigated', { detail: { path } }))
}

/** Keeps the current page, says the connection is lost, and tries `href` again once the browser is back online,
 *  unless the visitor has gone elsewhere meanwhile. */
function retryWhenOnline(current: number, href: string, options: NavigateOptions): void {
  if (current !== navigation) return
  showOfflineNotice()
  addEventListener('online', () => current === navigation && navigate(href, options), { once: true })
}

/** A new page starts at the top (or its #fragment) with focus on its heading; back/forward restores the scroll. */
function settle(hash: string, pop: number | undefined) {
  if (pop !== undefined) return scrollTo(0, pop)
  const anchor = hash && document.getElementById(decodeURIComponent(hash.slice(1)))
  if (anchor) return anchor.scrollIntoView()
  scrollTo(0, 0)
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading) {
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }
}

/** The internal link a plain primary-button press or click lands on: one this runtime shows in place. Anything else
 *  (a modified click for a new tab, a download, another site, another target) stays the browser's. */
export function clientLink(event: MouseEvent): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a')
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.relList.contains('external')) return null
  const url = new URL(link.href)
  return url.origin === location.origin && url.pathname.startsWith(withBase('/')) ? link : null
}

/** Takes over clicks on internal links; everything else (new tab, download, other sites) stays the browser's. */
export function interceptLinks(): void {
  document.addEventListener('click', (event) => {
    const link = clientLink(event)
    if (!link) return
    const url = new URL(link.href)
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return
    event.preventDefault()
    navigate(url.href)
  })
}
