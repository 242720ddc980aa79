// The analytics calls pages and the runtime make. The tracker behind them (checking, the inspector's records,
// delivery through Segment's library) is imported on the first call, right after hydration, so no page carries it
// in its first-load JavaScript. A call is kept with where and when it was made and handed over in order once the
// tracker is there: a page call still precedes the events its page sends as it mounts. Until then the calls wait in
// this tab's sessionStorage as well, so a visitor who leaves at once (a click straight after "Add to cart") loses
// none of them: the next page of the tab records them with their own page and time. Once the tracker is there, a
// call is recorded after the next frame, not while the visitor waits for it: a click that shows a new page paints
// it before the page call and the events its components send as they mount are worked through, in the order made.
// A page that is left before then records them as it goes.
import type { Payload } from '../../brand/payload.ts'
import { afterNextPaint } from '../../lib/idle.ts'
import type { MadeCall, Method, PageCall } from './madeCalls.ts'

type Tracker = typeof import('./tracker.ts')
type Properties = Record<string, unknown>
const unrecordedCallsKey = 'storefront:analytics:unrecorded'

let tracker: Tracker | undefined
let started = false
let resume = false
/** What an earlier page of this tab left unrecorded, as stored; read before this page stores its own. */
let earlier: string | null = null
const unrecorded: MadeCall[] = []
/** The scope of the page shown, set by its page call: the calls its components make belong to it. */
let scope = ''
/** Calls made since the tracker arrived, recorded after the next frame. */
const waiting: MadeCall[] = []

function store(): void {
  try {
    if (unrecorded.length) sessionStorage.setItem(unrecordedCallsKey, JSON.stringify(unrecorded))
    else sessionStorage.removeItem(unrecordedCallsKey)
  } catch {
    // No session storage: the calls wait in memory only, and leaving at once loses them.
  }
}

function loadTracker(): void {
  if (started) return
  started = true
  try {
    earlier = sessionStorage.getItem(unrecordedCallsKey)
  } catch {
    // No session storage: nothing can have been left there.
  }
  import('./tracker.ts').then(
    (loaded) => {
      tracker = loaded
      addEventListener('pagehide', recordWaiting)
      loaded.reportEventCount()
      if (resume) loaded.resumePendingCalls()
      // What an earlier page of this tab left unrecorded goes first, in the order it was made.
      for (const call of [...loaded.storedCalls(earlier), ...unrecorded.splice(0)]) loaded.record(call)
      earlier = null
      store()
    },
    // A new deploy may have replaced the chunk: this page's calls stay stored for the next page of the tab (an
    // earlier page's are lost).
    (error) => console.error('The analytics tracker could not be loaded:', error),
  )
}

function make(method: Method, args: unknown[]): void {
  const call: MadeCall = {
    method,
    args,
    scope,
    href: location.href,
    referrer: document.referrer,
    title: document.title,
    at: new Date().toISOString(),
  }
  if (tracker) {
    if (waiting.push(call) === 1) afterNextPaint(recordWaiting)
    return
  }
  loadTracker()
  unrecorded.push(call)
  store()
}

function recordWaiting(): void {
  for (const call of waiting.splice(0)) tracker?.record(call)
}

/** Call on every page shown (first load and each client navigation). */
export const trackPage = (payload: Payload): void => {
  scope = payload.route.scope
  make('page', [
    {
      title: payload.title,
      path: payload.route.path,
      category: payload.brand?.name ?? 'Demo',
      source: payload.analytics,
    } satisfies PageCall,
  ])
}
export const track = (event: string, properties?: Properties): void => make('track', [event, properties])
/** What the visitor told a form (email, name, phone, …), kept with the identity they already have: no user id, so
 *  a guest's traits go with their anonymous id and a signed-in visitor's with their user id. Not a sign-in. */
export const identify = (traits: Properties): void => make('identify', [null, traits])
/** The visitor signed in to their account: identify with the user id and the login traits, and "Signed In". Only
 *  an account sign-in calls this; a form's answers are not a sign-in (identify). */
export const signIn = (userId: string, traits?: Properties): void => make('identify', [userId, traits])
export const group = (groupId: string, traits?: Properties): void => make('group', [groupId, traits])
/** Signs the visitor out of analytics: user id and traits cleared, a new anonymous id next time. */
export const reset = (): void => make('reset', [])

/** Sends again what an earlier page recorded but did not see delivered. Call once at start-up. */
export function resumePendingCalls(): void {
  if (tracker) {
    tracker.resumePendingCalls()
    return
  }
  resume = true
  loadTracker()
}
