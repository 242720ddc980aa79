// The analytics state's id label: which id the visitor's events are tied to. `anonymous_id` until a user id is
// known (identify with a user id), then `user_id`; a reset clears the user id and so returns it to `anonymous_id`.
// Worked out from the user id rather than stored beside it, so the two can never disagree.
import type { AnalyticsState } from './analyticsState.ts'

export type IdLabel = 'anonymous_id' | 'user_id'

export function idLabel(state: Pick<AnalyticsState, 'userId'>): IdLabel {
  return state.userId ? 'user_id' : 'anonymous_id'
}
