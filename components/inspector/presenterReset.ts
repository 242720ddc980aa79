// A presenter's reset between clients: the visitor state of one brand (or of every brand) found by its stored keys
// (lib/demoState.ts), the inspector's events of that brand (or all), and the analytics identity, which every brand
// shares. The presenter's own write key stays: it is a setting of theirs, not demo data. Every reader of the
// stored state is told at once, so the page shows the emptied cart and the signed-out header without a reload.
import { belongsTo, readAnalyticsState, updateAnalyticsState } from '../../analytics/client/analyticsState.ts'
import { resetIdentity } from '../../analytics/client/tracker.ts'
import { demoStateKeys, parseStoredKey } from '../../lib/demoState.ts'
import { readStored } from '../../lib/stored.ts'
import { storedKeys } from '../../lib/storedKeys.ts'
import { removeStored } from '../../lib/storedRemoval.ts'
import { resetSummary } from './resetSummary.ts'

/** Clears the demo of `scope` (null: every brand), named `what` in the returned sentence saying what was cleared. */
export function resetDemo(scope: string | null, what: string): string {
  const keys = demoStateKeys(storedKeys(), scope)
  const cleared = keys.map((key) => ({
    name: parseStoredKey(key)?.name ?? key,
    value: readStored<unknown>(key, null),
  }))
  const events = readAnalyticsState().events.filter((event) => belongsTo(event, scope)).length
  removeStored(keys)
  clearEvents(scope)
  resetIdentity()
  return resetSummary(what, cleared, events)
}

/** Removes the inspector's events of `scope` (null: all of them). */
export function clearEvents(scope: string | null): void {
  updateAnalyticsState((state) => ({ events: state.events.filter((event) => !belongsTo(event, scope)) }))
}
