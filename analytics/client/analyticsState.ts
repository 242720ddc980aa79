// What the event inspector shows: recent events, identity and the active source, kept in
// localStorage so it survives client navigation and reloads.
import { readStored, useStored, writeStored } from '../../lib/stored.ts'

export type EventStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed' | 'invalid' | 'not sent'

export interface EventRecord {
  id: string
  label: string
  type: string
  data: Record<string, unknown>
  at: string
  status: EventStatus
  source?: string
  note?: string
  /** The library call, while it waits to be sent (see tracker.ts). */
  pending?: { method: 'page' | 'track' | 'identify' | 'group' | 'reset'; args: unknown[]; writeKey: string }
}

export interface AnalyticsState {
  events: EventRecord[]
  userId: string | null
  idLabel: 'anonymous_id' | 'user_id'
  anonymousId: string | null
  activeSource: { name: string; writeKey: string } | null
  manualWriteKey: string | null
}

export const analyticsStateKey = 'storefront:analytics'
export const keptEvents = 50

export const initialAnalyticsState: AnalyticsState = {
  events: [],
  userId: null,
  idLabel: 'anonymous_id',
  anonymousId: null,
  activeSource: null,
  manualWriteKey: null,
}

const isState = (value: unknown): value is AnalyticsState =>
  typeof value === 'object' && value !== null && Array.isArray((value as AnalyticsState).events)

export function readAnalyticsState(): AnalyticsState {
  return readStored(analyticsStateKey, initialAnalyticsState, isState)
}

export function updateAnalyticsState(change: (state: AnalyticsState) => Partial<AnalyticsState>): void {
  const state = readAnalyticsState()
  writeStored(analyticsStateKey, { ...state, ...change(state) })
}

export function updateEvent(id: string, status: EventStatus, note?: string): void {
  updateAnalyticsState((s) => ({
    events: s.events.map((e) => {
      if (e.id !== id) return e
      const { pending, ...rest } = e
      // A sent or failed call is done with; one still on its way keeps its call for a page that takes over.
      const done = status === 'sent' || status === 'failed'
      return { ...rest, status, ...(note ? { note } : {}), ...(!done && pending ? { pending } : {}) }
    }),
  }))
}

export function useAnalyticsState(): AnalyticsState {
  return useStored(analyticsStateKey, initialAnalyticsState, isState)[0]
}
