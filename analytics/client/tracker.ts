// Records the app's analytics calls (page, track, identify, group, reset; made through calls.ts, which imports this
// module once a page has hydrated): each is checked, shown in the inspector, and sent through
// @segment/analytics-next, which is downloaded only when a page with a source is reached and
// the browser is idle: it is never part of a page's first-load JavaScript and never runs during prerender. Calls
// recorded before the library has loaded wait in order and are not lost.
import type { Analytics, Context, InitOptions } from '@segment/analytics-next'
import { whenIdle } from '../../lib/idle.ts'
import { subscribeStored } from '../../lib/stored.ts'
import {
  type EventRecord,
  eventCounts,
  keptEvents,
  readAnalyticsState,
  updateAnalyticsState,
  updateEvent,
} from './analyticsState.ts'
import { publishEventCounts } from './eventCount.ts'
import { forgetStoredIdentity, strandedWriteKeys } from './libraryStorage.ts'
import { activateWatcher } from './libraryWatcher.ts'
import type { MadeCall, PageCall } from './madeCalls.ts'
import { pageContextAt } from './pageContext.ts'
import { validateEvent } from './validateEvent.ts'

export { storedCalls } from './madeCalls.ts'

export const pageRetryDelayMs = 2000
export const manualSourceName = 'Manual write key'

type Source = { name: string; writeKey: string }
type Properties = Record<string, unknown>

const instances = new Map<string, Promise<Analytics>>()
let routeSource: Source | null = null
let routeTitle: string | null = null

/** `keepalive` lets a request still in flight when the visitor leaves the page finish after it has gone. */
const delivery: InitOptions['integrations'] = {
  'Segment.io': { deliveryStrategy: { strategy: 'standard', config: { keepalive: true } } },
}

function loadInstance(writeKey: string): Promise<Analytics> {
  let instance = instances.get(writeKey)
  if (!instance) {
    instance = new Promise<Analytics>((resolve, reject) =>
      whenIdle(() =>
        import('@segment/analytics-next')
          .then(({ AnalyticsBrowser }) => AnalyticsBrowser.load({ writeKey }, { initialPageview: false, integrations: delivery }))
          .then(([analytics]) => resolve(analytics), reject),
      ),
    )
    instance.then(watchIdentity, (error) => console.error('Segment could not be loaded:', error))
    instances.set(writeKey, instance)
  }
  return instance
}

/** The identity the library has now, and from then on whenever the library changes it. */
function watchIdentity(analytics: Analytics) {
  rememberIdentity(analytics)
  activateWatcher(analytics, () => rememberIdentity(analytics))
}

function rememberIdentity(analytics: Analytics) {
  const user = analytics.user()
  const userId = user.id() ?? null
  updateAnalyticsState(() => ({ anonymousId: user.anonymousId() ?? null, userId }))
}

/** The source of the page being shown; a presenter's manual write key takes precedence. */
export function activeSource(): Source | null {
  const manual = readAnalyticsState().manualWriteKey
  return manual ? { name: manualSourceName, writeKey: manual } : routeSource
}

/**
 * What became of a call the library has settled. A request that failed without a final refusal (the network, or
 * the page going away) is put back in the library's queue and the call settles all the same: it is then still on
 * its way, not sent, and keeps its record's call so that the next page sends it again if this one cannot.
 */
function outcome(ctx: Context): 'sent' | 'retrying' {
  const failure = ctx.failedDelivery?.()
  if (failure) throw failure.reason
  return ctx.logs().some((log) => log.level === 'error') ? 'retrying' : 'sent'
}

/** A call as it will be made on the library: kept with the inspector's record until sent, so a call still waiting
 *  when the visitor leaves the page (a typed URL, a reload) is sent by the next page instead of being lost. */
export interface PendingCall {
  method: 'page' | 'track' | 'identify' | 'group' | 'reset'
  args: unknown[]
  writeKey: string
}

function call(analytics: Analytics, { method, args }: PendingCall): Promise<unknown> | undefined {
  if (method === 'reset') return void analytics.reset()
  return (analytics[method] as (...a: unknown[]) => Promise<Context>)(...args)
}

/**
 * Calls reach the library one after another, in the order they were made, even across write keys: the library
 * reads the visitor's identity when a call is made, so a reset made for one source must happen before a page call
 * made for another. Each call waits for an idle moment, so it never competes with rendering the page that caused
 * it; delivery itself (and a page call's retry) carries on outside this queue.
 */
let invocations: Promise<unknown> = Promise.resolve()

function send(id: string, pending: PendingCall) {
  if (pending.method === 'reset') return sendReset(id, pending)
  const attempt = (analytics: Analytics) =>
    Promise.resolve(call(analytics, pending)).then((ctx) => (ctx ? outcome(ctx as Context) : 'sent'))
  // The library and an idle moment are awaited for every call at once; only the invocations are serialised.
  const ready = loadInstance(pending.writeKey).then(
    (analytics) => new Promise<Analytics>((resolve) => whenIdle(() => resolve(analytics))),
  )
  invocations = invocations
    .then(() => ready)
    .then((analytics) => {
      // From here the library owns the call; the record keeps it until its delivery is confirmed.
      updateEvent(id, 'sending')
      attempt(analytics)
        .catch((error) => {
          if (pending.method !== 'page') throw error
          console.warn('Segment Page call failed; retrying')
          updateEvent(id, 'retrying')
          return new Promise((resolve) => setTimeout(resolve, pageRetryDelayMs)).then(() => attempt(analytics))
        })
        .then(
          (status) => {
            updateEvent(id, status)
            rememberIdentity(analytics)
          },
          (error) => updateEvent(id, 'failed', String(error?.message ?? error)),
        )
    })
    .catch((error) => updateEvent(id, 'failed', String(error?.message ?? error)))
}

/**
 * A reset goes to every instance the page has loaded: each keeps the user id in a memory store of its own as well
 * as in cookie and localStorage, and one left unreset would put the signed-out id on its next call.
 */
function sendReset(id: string, pending: PendingCall) {
  loadInstance(pending.writeKey)
  const loaded = Promise.all([...instances.values()].map((instance) => instance.catch(() => null)))
  invocations = invocations
    .then(() => loaded)
    .then((all) => {
      for (const analytics of all) analytics?.reset()
      updateEvent(id, 'sent')
    })
    .catch((error) => updateEvent(id, 'failed', String(error?.message ?? error)))
}

/**
 * The presenter's reset of the visitor's identity: Segment's own reset on every instance the page has (user id,
 * traits and group cleared, a new anonymous id), made after the calls already queued so that they go out under the
 * identity they were made with; the inspector then shows the new anonymous id. A page without an instance (no
 * source, or the library could not be loaded) removes what the library stored instead.
 */
export function resetIdentity(): void {
  updateAnalyticsState(() => ({ userId: null, anonymousId: null }))
  const loaded = Promise.all([...instances.values()].map((instance) => instance.catch(() => null)))
  invocations = invocations
    .then(() => loaded)
    .then((all) => {
      const live = all.filter((analytics): analytics is Analytics => analytics !== null)
      for (const analytics of live) analytics.reset()
      if (live[0]) rememberIdentity(live[0])
      else forgetStoredIdentity()
    })
    .catch((error) => console.error('The analytics identity could not be reset:', error))
}

/** Unique across page loads and tabs (random part), readable in the inspector (time part). */
function newEventId(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint32Array(2))
  return `evt-${Date.now().toString(36)}-${a.toString(36)}${b.toString(36)}`
}

/**
 * Records the event for the inspector, validates it, then sends it once the library is there. The inspector's id is
 * the call's Segment messageId, which Segment keeps one event per: a call sent again because a page went away before
 * its delivery was confirmed is not counted twice.
 */
function dispatch(
  made: MadeCall,
  event: { type: PendingCall['method']; label: string; data: Properties; check: Properties },
  args: unknown[],
) {
  const id = newEventId()
  const source = activeSource()
  const problem = validateEvent({ ...event.check, type: event.type, messageId: id })
  const page = pageContextAt(made.href, made.referrer, routeTitle ?? made.title)
  const callArgs = event.type === 'reset' ? args : [...args, { messageId: id, context: { page } }]
  const pending: PendingCall | undefined =
    source && !problem ? { method: event.type, args: callArgs, writeKey: source.writeKey } : undefined
  const record: EventRecord = {
    id,
    label: event.label,
    type: event.type,
    data: event.data,
    at: made.at,
    status: problem ? 'invalid' : source ? 'queued' : 'not sent',
    ...(source ? { source: source.name } : {}),
    ...(made.scope ? { scope: made.scope } : {}),
    ...(problem ? { note: problem } : source ? {} : { note: 'No valid write key found' }),
    ...(pending ? { pending } : {}),
  }
  updateAnalyticsState((s) => ({
    events: [record, ...s.events].slice(0, keptEvents),
    ...(source ? { activeSource: source } : {}),
  }))
  if (problem) return console.error(`Analytics event not sent: ${problem}`)
  if (!pending) return console.warn('No valid write key found')
  send(id, pending)
}

/**
 * Sends again, oldest first, every call an earlier page recorded whose delivery it did not see confirmed: still
 * queued, retrying, or handed to the library and in flight when the page went away (the library does not always keep
 * an in-flight call). A call that did arrive is sent with the same messageId, which Segment counts once.
 * Call once at start-up.
 */
export function resumePendingCalls(): void {
  const unconfirmed = new Set<EventRecord['status']>(['queued', 'retrying', 'sending'])
  const waiting = readAnalyticsState().events.filter((e) => unconfirmed.has(e.status) && e.pending)
  for (const event of waiting.reverse()) send(event.id, event.pending as PendingCall)
  for (const writeKey of strandedWriteKeys()) loadInstance(writeKey)
}

/** Keeps the inspector toggle's counts in step with the kept events, in this tab and others. Call once. */
export function reportEventCount(): void {
  const publish = () => publishEventCounts(eventCounts(readAnalyticsState().events))
  publish()
  subscribeStored(publish)
}

function trackPage(made: MadeCall, call: PageCall): void {
  routeSource = call.source
  routeTitle = call.title
  // The library fills a page call's properties from the document's location unless they are given.
  const { url, search, referrer } = pageContextAt(made.href, made.referrer, call.title)
  const properties = { path: call.path, title: call.title, url, search, referrer }
  dispatch(made, { type: 'page', label: `page: ${call.title}`, data: properties, check: {} }, [
    call.category,
    call.title,
    properties,
  ])
}

function track(made: MadeCall, event: string, properties: Properties = {}): void {
  dispatch(made, { type: 'track', label: event, data: properties, check: { event, properties } }, [event, properties])
}

/** A user id is a sign-in (calls.ts's signIn) and also records "Signed In"; without one the traits go with the
 *  identity the visitor has (the library keeps a signed-in visitor's user id on them). */
function identify(made: MadeCall, userId: string | null, traits: Properties = {}): void {
  const known = readAnalyticsState()
  const shownId = userId ?? known.userId ?? null
  const data = { userId: shownId, ...(known.anonymousId ? { anonymousId: known.anonymousId } : {}), ...traits }
  if (userId) updateAnalyticsState(() => ({ userId }))
  dispatch(
    made,
    { type: 'identify', label: `identify: ${shownId ?? 'anonymous'}`, data, check: { traits } },
    userId ? [userId, traits] : [traits],
  )
  if (userId) track(made, 'Signed In', { username: userId })
}

function group(made: MadeCall, groupId: string, traits: Properties = {}): void {
  dispatch(made, { type: 'group', label: `group: ${groupId}`, data: { groupId, ...traits }, check: { traits } }, [
    groupId,
    traits,
  ])
}

/** User id and traits cleared, a new anonymous id next time. */
function reset(made: MadeCall): void {
  updateAnalyticsState(() => ({ userId: null }))
  dispatch(made, { type: 'reset', label: 'reset', data: {}, check: {} }, [])
}

/** Records and sends one call as it was made (where, when, with what). */
export function record(made: MadeCall): void {
  const [first, given] = made.args as [unknown, Properties | null | undefined]
  const second = given ?? undefined
  if (made.method === 'page') trackPage(made, first as PageCall)
  else if (made.method === 'track') track(made, first as string, second)
  else if (made.method === 'identify') identify(made, first as string | null, second)
  else if (made.method === 'group') group(made, first as string, second)
  else reset(made)
}

/** Sets or clears the presenter's write key; clearing reloads the page so the route's own source takes over. */
export function setManualWriteKey(writeKey: string | null): void {
  updateAnalyticsState(() => ({ manualWriteKey: writeKey, ...(writeKey ? {} : { activeSource: routeSource }) }))
  if (!writeKey) location.reload()
}
