// A call as the app makes it (calls.ts keeps it, tracker.ts records it), and reading back the calls an earlier page
// of the tab made but did not get to record (stored by calls.ts). A call of the wrong shape (an older version, edited
// by hand) is dropped, the others kept.
import type { Payload } from '../../brand/payload.ts'
import { isObject, isSource, isText } from './analyticsState.ts'

export type Method = 'page' | 'track' | 'identify' | 'group' | 'reset'

/** A call as it was made: what, and on which page (address, referrer, title, scope) at what time. */
export interface MadeCall {
  method: Method
  args: unknown[]
  /** The shown page's brand prefix ("Demo" at top level); empty before the first page call, absent from calls an
   *  older version of the site stored. */
  scope?: string
  href: string
  referrer: string
  title: string
  at: string
}

/** What a page call takes from the page's payload. */
export interface PageCall {
  title: string
  path: string
  category: string
  source: Payload['analytics']
}

function isUrl(value: unknown): boolean {
  try {
    return isText(value) && Boolean(new URL(value))
  } catch {
    return false
  }
}

const isPageCall = (value: unknown): value is PageCall =>
  isObject(value) && isText(value.title) && isText(value.path) && isText(value.category) && isSource(value.source)

/** Each method's arguments as the tracker takes them (JSON turns a missing second argument into null). */
const argumentsFit: Record<Method, (args: unknown[]) => boolean> = {
  page: ([call]) => isPageCall(call),
  track: ([event, properties]) => isText(event) && (properties == null || isObject(properties)),
  identify: ([userId, traits]) => (userId === null || isText(userId)) && (traits == null || isObject(traits)),
  group: ([groupId, traits]) => isText(groupId) && (traits == null || isObject(traits)),
  reset: () => true,
}

function isMadeCall(value: unknown): value is MadeCall {
  if (!isObject(value) || !isText(value.method) || !Object.hasOwn(argumentsFit, value.method)) return false
  const argumentsOk = argumentsFit[value.method as Method]
  return (
    Array.isArray(value.args) &&
    argumentsOk(value.args) &&
    (value.scope === undefined || isText(value.scope)) &&
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
