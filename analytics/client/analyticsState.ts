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
  /** The scope of the page the call was made on: its brand's prefix, or "Demo" at top level. */
  scope?: string
  note?: string
  /** The library call, while it waits to be sent (see tracker.ts). */
  pending?: { method: 'page' | 'track' | 'identify' | 'group' | 'reset'; args: unknown[]; writeKey: string }
}

export interface AnalyticsState {
  events: EventRecord[]
  userId: string | null
  anonymousId: string | null
  activeSource: { name: string; writeKey: string } | null
  manualWriteKey: string | null
}

export const analyticsStateKey = 'storefront:analytics'
export const keptEvents = 50

export const initialAnalyticsState: AnalyticsState = {
  events: [],
  userId: null,
  anonymousId: null,
  activeSource: null,
  manualWriteKey: null,
}

const statuses: readonly EventStatus[] = ['queued', 'sending', 'sent', 'retrying', 'failed', 'invalid', 'not sent']
const methods = ['page', 'track', 'identify', 'group', 'reset']
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isText = (value: unknown): value is string => typeof value === 'string'
const optionalText = (value: unknown) => value === undefined || isText(value)

function isPending(value: unknown): value is EventRecord['pending'] {
  return isObject(value) && methods.includes(value.method as string) && Array.isArray(value.args) && isText(value.writeKey)
}

function isEventRecord(value: unknown): value is EventRecord {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.label) &&
    isText(value.type) &&
    isText(value.at) &&
    isObject(value.data) &&
    statuses.includes(value.status as EventStatus) &&
    optionalText(value.source) &&
    optionalText(value.scope) &&
    optionalText(value.note) &&
    (value.pending === undefined || isPending(value.pending))
  )
}

export const isSource = (value: unknown): value is AnalyticsState['activeSource'] =>
  value === null || (isObject(value) && isText(value.name) && isText(value.writeKey))
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null)

/**
 * The stored state, each part checked on its own: an event record of the wrong shape is dropped and the others are
 * kept, a wrong field takes its initial value. Hand-written rather than a valibot schema: the inspector's state is
 * read on every page's first load, whose JavaScript valibot would grow.
 */
const stateShape = {
  parse(value: unknown): AnalyticsState | undefined {
    if (!isObject(value)) return undefined
    return {
      events: Array.isArray(value.events) ? value.events.filter(isEventRecord).slice(0, keptEvents) : [],
      userId: textOrNull(value.userId),
      anonymousId: textOrNull(value.anonymousId),
      activeSource: isSource(value.activeSource) ? value.activeSource : null,
      manualWriteKey: textOrNull(value.manualWriteKey),
    }
  },
}

/** Whether `event` was recorded on a page of `scope`; with a null scope, every event is. */
export function belongsTo(event: EventRecord, scope: string | null): boolean {
  return scope === null || event.scope === scope
}

/** How many events each scope has (events recorded before events carried their scope count under none). */
export function eventCounts(events: readonly EventRecord[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { scope } of events) if (scope !== undefined) counts[scope] = (counts[scope] ?? 0) + 1
  return counts
}

export function readAnalyticsState(): AnalyticsState {
  return readStored(analyticsStateKey, initialAnalyticsState, stateShape)
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
  return useStored(analyticsStateKey, initialAnalyticsState, stateShape)[0]
}
