// Starts the page: once it has painted, hydrates it, sends its analytics, then imports the rest of the runtime
// (renderer/client/runtime.ts: link interception, route rules after idle, idle prefetch, new-build watch), which no
// visitor needs before the page has hydrated and so is not part of its first load.
import { createRoot, hydrateRoot } from 'react-dom/client'
import { resumePendingCalls, trackPage } from '../../analytics/client/calls.ts'
import type { Payload } from '../../brand/payload.ts'
import { hydratedEvent } from '../PageShell.tsx'
import { payloadScriptId, rootElementId } from '../pageModules.ts'
import { applyDeferredStylesheets } from './deferredStylesheets.ts'
import { afterFirstPaint } from './firstPaint.ts'
import type { MiddlewareOutcome } from './middleware.ts'
import { loadView } from './pageView.tsx'
import { reloadAt } from './reloadGuard.ts'
import { readTypedEntries, replayTypedEntries } from './typedBeforeHydration.ts'

export async function boot(): Promise<void> {
  const script = document.getElementById(payloadScriptId)
  const container = document.getElementById(rootElementId)
  if (!script?.textContent || !container) return
  const payload = JSON.parse(script.textContent) as Payload
  const viewLoading = loadView(payload)
  // Most pages have no route middleware, so its code is imported (and preloaded by the HTML) only where one is named.
  const middlewareRun = payload.route.middleware?.length
    ? import('./middleware.ts').then(({ runMiddleware }) => runMiddleware(payload))
    : null
  // Handled below, once the page has painted; a rejection meanwhile is not an unhandled one.
  viewLoading.catch(() => undefined)
  middlewareRun?.catch(() => undefined)
  await afterFirstPaint()
  let view: Awaited<ReturnType<typeof loadView>>
  let outcome: MiddlewareOutcome
  try {
    ;[view, outcome] = await Promise.all([viewLoading, middlewareRun, applyDeferredStylesheets()])
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
      // Only on failure: the error page's payload and code are imported then.
      import('../errorPagePayload.ts')
        .then(({ errorPagePayload }) => loadView(errorPagePayload(500, [])))
        .then((shell) => {
          container.textContent = ''
          createRoot(container).render(shell)
        })
    },
  })
  // Before React hydrates (it does so in a later task): the page call precedes the events the page sends as it
  // mounts. A page its middleware sends elsewhere is not counted; the runtime shows where it sends.
  if (!outcome) {
    resumePendingCalls()
    if (payload.route.feature !== 'error') trackPage(payload)
  }
  import('./runtime.ts').then(
    ({ startRuntime }) => startRuntime(root, payload, outcome),
    // A new deploy may have replaced the chunk: the page stays interactive, and links load their pages in full.
    (error) => console.error('The navigation runtime could not be loaded; links will load whole pages.', error),
  )
}
