// A module a form needs only once the visitor submits (its checks): imported when the browser is first idle or the
// visitor focuses the form, whichever comes first, so it has normally arrived before the submit that awaits it. It
// is fetched once; after a failure (a new deploy removed the chunk) the next use tries again.
import { useEffect, useRef } from 'react'
import { whenIdle } from '../../lib/idle.ts'

export interface OnDemand<T> {
  /** The module once it has arrived. */
  current: () => T | undefined
  /** Imports it (once) and resolves to it. */
  load: () => Promise<T>
}

export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const state = useRef<{ value?: T; loading?: Promise<T> }>({})
  const loader = useRef(load)
  loader.current = load
  const demand = useRef<OnDemand<T>>({
    current: () => state.current.value,
    load: () => {
      state.current.loading ??= loader.current().then(
        (value) => {
          state.current.value = value
          return value
        },
        (error: unknown) => {
          state.current.loading = undefined
          throw error
        },
      )
      return state.current.loading
    },
  }).current
  useEffect(() => whenIdle(() => void demand.load().catch(() => undefined)), [demand])
  return demand
}
