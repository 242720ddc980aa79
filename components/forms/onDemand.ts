// A module a page needs only once the visitor acts (a form's checks, a form shown on demand, the assistant's
// engine): imported when the browser is first idle or the visitor approaches (focuses the form), whichever comes
// first, so it has normally arrived before the submit that awaits it. It is fetched once; after a failure (a new
// deploy removed the chunk) the next use tries again. Part of every page's
// entry (vite.config.ts): in a chunk of its own, it would cost each page with a form a request for a few lines.
import { useEffect } from 'react'
import { whenIdle } from '../../lib/idle.ts'

export interface OnDemand<T> {
  /** The module once it has arrived. */
  current: () => T | undefined
  /** Imports it (once) and resolves to it. */
  load: () => Promise<T>
  /** Starts the import without waiting for it (a focused form); a failure is left to the next use. */
  prefetch: () => void
  /**
   * For a submit: the module, or undefined when it cannot be fetched. The failure is logged; the form stays as
   * typed, and the next submit imports again.
   */
  forSubmit: () => Promise<T | undefined>
}

/** `load` is the import (`onDemand(() => import('./checks.ts'), "the sign-in form's checks")`); `what` names it
 *  in the log. */
export function onDemand<T>(load: () => Promise<T>, what = "the form's checks"): OnDemand<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  const demand: OnDemand<T> = {
    current: () => value,
    load: () =>
      (loading ??= load().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    prefetch: () => void demand.load().catch(() => undefined),
    forSubmit: () =>
      demand.load().catch((error: unknown) => {
        console.error(`Could not load ${what}:`, error)
        return undefined
      }),
  }
  return demand
}

/** Imports `demand` once the browser is first idle after the form has mounted. */
export function usePrefetchWhenIdle(demand: OnDemand<unknown>): void {
  useEffect(() => whenIdle(demand.prefetch), [demand])
}
