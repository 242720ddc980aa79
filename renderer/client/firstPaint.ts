// The page's first paint comes before hydration: the browser shows the prerendered page as soon as it can, and
// the work that makes it interactive (React attaching, the whole stylesheet becoming active) starts right after.
// The scripts themselves are fetched and compiled meanwhile, so this costs the visitor at most a frame.
import { afterNextPaint } from '../../lib/idle.ts'

export function afterFirstPaint(): Promise<void> {
  if (performance.getEntriesByType('paint').length > 0) return Promise.resolve()
  return new Promise((resolve) => afterNextPaint(resolve))
}
