// The watcher that feeds the event inspector from the analytics library itself: whenever the library changes the
// visitor's identity (identify: a user id is known; reset: the user id cleared and a new anonymous id to come), the
// inspector's identity follows at once, not only when the next call settles. A watcher that cannot attach (the
// library's emitter missing or throwing) is logged as "Activate Watcher failed"; the page and its calls go on, and the
// inspector's identity is still read after each call the library settles.
import type { Analytics } from '@segment/analytics-next'

export const watcherFailed = 'Activate Watcher failed'

export function activateWatcher(analytics: Pick<Analytics, 'on'>, identityChanged: () => void): void {
  try {
    analytics.on('identify', identityChanged)
    analytics.on('reset', identityChanged)
  } catch (error) {
    console.error(watcherFailed, error)
  }
}
