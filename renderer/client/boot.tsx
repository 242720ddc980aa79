// Starts the page: hydrates it, then the client runtime (link interception, route rules after idle, idle prefetch,
// new-build watch). On a static host's 404.html, a path that only differs in case or a trailing slash, or that a
// route rule redirects, is resolved here and the URL replaced with the canonical one.
import { createRoot, hydrateRoot } from 'react-dom/client'
import { resumePendingCalls, trackPage } from '../../analytics/client/tracker.ts'
import type { Payload } from '../../brand/payload.ts'
import { stripBase, withBase } from '../../lib/base.ts'
import { type ErrorPageData, errorPagePayload } from '../errorPagePayload.ts'
import { hydratedEvent } from '../PageShell.tsx'
import { payloadScriptId, rootElementId } from '../pageModules.ts'
import { loadBuildRules, scheduleBuildRules } from './buildRulesLoader.ts'
import { watchForNewBuild } from './buildWatcher.ts'
import { runMiddleware } from './middleware.ts'
import { loadView } from './pageView.tsx'
import { prefetchVisibleLinks } from './prefetch.ts'
import { reloadAt } from './reloadGuard.ts'
import { interceptLinks, markNewBuild, navigate, routeTarget, startRouter } from './router.tsx'
import { readTypedEntries, replayTypedEntries } from './typedBeforeHydration.ts'

export async function boot(): Promise<void> {
  const script = document.getElementById(payloadScriptId)
  const container = document.getElementById(rootElementId)
  if (!script?.textContent || !container) return
  const payload = JSON.parse(script.textContent) as Payload
  let view: Awaited<ReturnType<typeof loadView>>
  try {
    view = await loadView(payload)
  } catch (error) {
    // The page stays readable as prerendered; one reload may fetch code a new deploy has replaced.
    console.error(error)
    return void reloadAt(location.href)
  }
  const typed = readTypedEntries(container)
  // After the effect that announces hydration has finished: React renders nothing synchronously inside an effect.
  addEventListener(hydratedEvent, () => setTimeout(replayTypedEntries, 0, typed), { once: true })
  const root = hydrateRoot(container, view, {
    onUncaughtError(error) {
      console.error(error)
      loadView(errorPagePayload(500, [])).then((shell) => {
        container.textContent = ''
        createRoot(container).render(shell)
      })
    },
  })
  startRouter(root)
  interceptLinks()
  watchForNewBuild(markNewBuild)
  addEventListener('storefront:navigated', prefetchVisibleLinks)

  // A middleware's redirect is followed from here: this page's own data is already in hand, and fetching it again
  // first would make a page whose data cannot be fetched load itself again.
  const outcome = runMiddleware(payload)
  if (outcome && 'redirect' in outcome) return void navigate(outcome.redirect, { replace: true, automatic: true })
  if (outcome) return void navigate(location.href, { replace: true, automatic: true })
  resumePendingCalls()
  if (payload.route.feature !== 'error') trackPage(payload)
  if (payload.route.feature === 'error' && (payload.page as ErrorPageData).status === 404) {
    // Only the route rules can tell a mistyped URL from a real miss: fetch them now, not after idle.
    const rules = await loadBuildRules()
    const target = rules && routeTarget(location.pathname)
    if (target && target !== stripBase(location.pathname))
      navigate(withBase(target) + location.search + location.hash, { replace: true, automatic: true })
  } else scheduleBuildRules()
  prefetchVisibleLinks()
}
