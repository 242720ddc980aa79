// How many events the inspector holds for each scope (brand), for its toggle on every page. The tracker publishes
// them once it has loaded (right after hydration); until then the toggle shows 0, as the prerendered page does, so
// hydration never mismatches and the toggle needs none of the tracker's code in a page's first load.
import { useSyncExternalStore } from 'react'

let counts: Record<string, number> = {}
const listeners = new Set<() => void>()

export function publishEventCounts(next: Record<string, number>): void {
  counts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The number of events recorded on pages of `scope`. */
export function useEventCount(scope: string): number {
  return useSyncExternalStore(
    subscribe,
    () => counts[scope] ?? 0,
    () => 0,
  )
}
