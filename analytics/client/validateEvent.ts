// The checks Segment's API makes of an event, in its own order and words; a failing event is reported and not sent,
// never thrown at the page.
export interface AnalyticsEvent {
  type: string
  messageId: string
  event?: unknown
  properties?: unknown
  traits?: unknown
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

export function validateEvent(event: unknown): string | null {
  if (event === null || event === undefined) return 'Event is nil'
  if (typeof event !== 'object') return 'Event is not an object'
  const e = event as Partial<AnalyticsEvent>
  if (typeof e.type !== 'string') return '.type is not a string'
  if (typeof e.messageId !== 'string') return '.messageId is not a string'
  if (e.type === 'track') {
    if (typeof e.event !== 'string') return '.event is not a string'
    if (!isPlainObject(e.properties)) return '.properties is not an object'
  }
  if ((e.type === 'identify' || e.type === 'group') && !isPlainObject(e.traits)) return '.traits is not an object'
  return null
}
