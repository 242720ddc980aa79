// What the page does once hydrated, imported by boot right after it starts hydrating: client navigation (link
// interception, back/forward), the route rules (after idle, or at once on a 404), prefetch of visible links when idle
// and of a link as it is pressed, React's navigation paths run once when idle (warmReact.tsx), the new-build
// watch, and on a 404 under a brand's prefix, that brand's frame around it (brandNotFound.ts). A click made before it has arrived is an ordinary page load.
import type { Root } from 'react-dom/client'
import type { Payload } from '../../brand/payload.ts'
import { stripBase, withBase } from '../../lib/base.ts'
import { whenIdle } from '../../lib/idle.ts'
import type { ErrorPageData } from '../errorPagePayload.ts'
import { loadBuildRules, scheduleBuildRules } from './buildRulesLoader.ts'
import { watchForNewBuild } from './buildWatcher.ts'
import type { MiddlewareOutcome } from './middleware.ts'
import { prefetchOnPress, prefetchVisibleLinks } from './prefetch.ts'
import { interceptLinks, markNewBuild, navigate, routeTarget, startRouter } from './router.tsx'
import { warmReact } from './warmReact.tsx'

export async function startRuntime(root: Root, payload: Payload, outcome: MiddlewareOutcome): Promise<void> {
  startRouter(root)
  interceptLinks()
  prefetchOnPress()
  // From here links navigate in place; tests and the benchmark wait on `html[data-client-routing]` before a click.
  document.documentElement.dataset.clientRouting = ''
  watchForNewBuild(markNewBuild)
  addEventListener('storefront:navigated', prefetchVisibleLinks)
  whenIdle(warmReact)

  // A middleware's redirect is followed from here: this page's own data is already in hand, and fetching it again
  // first would make a page whose data cannot be fetched load itself again.
  if (outcome && 'redirect' in outcome) return void navigate(outcome.redirect, { replace: true, automatic: true })
  if (outcome) return void navigate(location.href, { replace: true, automatic: true })
  if (payload.route.feature === 'error' && (payload.page as ErrorPageData).status === 404) {
    // Only the route rules can tell a mistyped URL from a real miss: fetch them now, not after idle.
    const rules = await loadBuildRules()
    const target = rules && routeTarget(location.pathname)
    if (target && target !== stripBase(location.pathname))
      navigate(withBase(target) + location.search + location.hash, { replace: true, automatic: true })
    else if (rules)
      import('./brandNotFound.ts')
        .then(({ showBrandNotFound }) => showBrandNotFound(root, payload as Payload<ErrorPageData>))
        .catch((error) => console.error('The brand’s frame could not be put around this 404; it stays plain.', error))
  } else scheduleBuildRules()
  prefetchVisibleLinks()
}
