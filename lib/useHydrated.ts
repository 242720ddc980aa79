// Whether the page has hydrated: false on the server and during the hydrating render (no localStorage there), true
// right after, so a component can wait for stored visitor state without a hydration mismatch.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
