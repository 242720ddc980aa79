// How many events the inspector holds, for its toggle on every page. The tracker publishes it once it has loaded
// (right after hydration); until then the toggle shows 0, as the prerendered page does, so hydration never
// mismatches and the toggle needs none of the tracker's code in a page's first load.
import { useSyncExternalStore } from 'react'

let count = 0
const listeners = new Set<() => void>()

export function publishEventCount(next: number): void {
  if (next === count) return
  count = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useEventCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  )
}
