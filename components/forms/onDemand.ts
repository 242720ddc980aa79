// A module a page needs only once the visitor acts (a form's checks, a form or drawer shown on demand, the
// assistant's engine): imported when the browser is first idle or the visitor approaches (focuses the form, points
// at the button), whichever comes first, so it has normally arrived before the submit or the click that needs it. It
// is fetched once; after a failure (a new deploy removed the chunk) the next use tries again. Part of every page's
// entry (renderer/build/siteConfig.ts): in a chunk of its own, it would cost each page with a form a request for a few lines.
import { useEffect, useReducer, useState } from 'react'
import { whenIdle } from '../../lib/idle.ts'

export interface OnDemand<T> {
  /** The module once it has arrived. */
  current: () => T | undefined
  /** Imports it (once) and resolves to it. */
  load: () => Promise<T>
  /** Starts the import without waiting for it (a focused form); a failure is left to the next use. */
  prefetch: () => void
  /**
   * The module, or undefined when it cannot be fetched: the failure is logged, and the next call imports again. A
   * submit then keeps the form as typed; a part shown on demand offers to try again (useOnDemand).
   */
  whenLoaded: () => Promise<T | undefined>
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
    whenLoaded: () =>
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

/**
 * `demand`'s module for a component that shows it, imported while `wanted`: undefined until it has arrived. `failed`
 * once the import has failed (logged); `retry` clears that, and so imports it again.
 */
export function useOnDemand<T>(
  demand: OnDemand<T>,
  wanted = true,
): { loaded: T | undefined; failed: boolean; retry: () => void } {
  // `demand` keeps the module; this only renders the component again once it has arrived.
  const [, arrived] = useReducer((renders: number) => renders + 1, 0)
  const [failed, setFailed] = useState(false)
  const loaded = demand.current()
  useEffect(() => {
    if (!wanted || loaded || failed) return
    let live = true
    demand.whenLoaded().then((module) => {
      if (!live) return
      if (module) arrived()
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [demand, wanted, loaded, failed])
  return { loaded, failed, retry: () => setFailed(false) }
}
