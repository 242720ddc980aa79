// Reads the calls an earlier page of the tab made but did not get to record (stored by calls.ts). A call of the
// wrong shape (an older version, edited by hand) is dropped, the others kept.
import type { MadeCall, Method, PageCall } from './calls.ts'

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isUrl(value: unknown): boolean {
  try {
    return isText(value) && Boolean(new URL(value))
  } catch {
    return false
  }
}

function isPageCall(value: unknown): value is PageCall {
  if (!isRecord(value) || !isText(value.title) || !isText(value.path) || !isText(value.category)) return false
  const source = value.source
  return source === null || (isRecord(source) && isText(source.name) && isText(source.writeKey))
}

/** Each method's arguments as the tracker takes them (JSON turns a missing second argument into null). */
const argumentsFit: Record<Method, (args: unknown[]) => boolean> = {
  page: ([call]) => isPageCall(call),
  track: ([event, properties]) => isText(event) && (properties == null || isRecord(properties)),
  identify: ([userId, traits]) => (userId === null || isText(userId)) && (traits == null || isRecord(traits)),
  group: ([groupId, traits]) => isText(groupId) && (traits == null || isRecord(traits)),
  reset: () => true,
}

function isMadeCall(value: unknown): value is MadeCall {
  if (!isRecord(value) || !isText(value.method) || !Object.hasOwn(argumentsFit, value.method)) return false
  const argumentsOk = argumentsFit[value.method as Method]
  return (
    Array.isArray(value.args) &&
    argumentsOk(value.args) &&
    isUrl(value.href) &&
    isText(value.referrer) &&
    isText(value.title) &&
    isText(value.at)
  )
}

export function storedCalls(raw: string | null): MadeCall[] {
  if (!raw) return []
  try {
    const stored: unknown = JSON.parse(raw)
    return Array.isArray(stored) ? stored.filter(isMadeCall) : []
  } catch {
    return []
  }
}
