// Steps within one page as history entries (a journey's steps): Back and Forward move between them without leaving
// the page, and a reload shows the step the address names. Every entry's state carries an id (`entry`, given by the
// client router, or here for an entry from before it started) and, for a step, the id of the page view it belongs
// to (`view`). On popstate the router compares views: an entry of the page on screen is that page's business (it
// listens to popstate itself); any other is a page navigation.

export interface EntryState {
  entry?: string
  /** The entry of the page navigation this step belongs to; a page navigation's own entry has none. */
  view?: string
  /** On a step's entry: the step it was pushed from, so the page's own Back button can go back in the history. */
  from?: number
}

/** Sent after a step is pushed: the router keeps the position of the entry left. */
export const stepPushedEvent = 'storefront:step-pushed'

export function newEntryId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** The page view an entry belongs to: the one it was pushed in, else the entry itself (a page navigation's). */
export function viewOf(state: EntryState | null | undefined): string | undefined {
  return state?.view ?? state?.entry
}

export function entryState(): EntryState | null {
  return history.state as EntryState | null
}

/** Puts `href` (the page's own path, another query or hash) on the history as a step of the page on screen; `from`
 *  is the step it is pushed from. */
export function pushStep(href: string, from?: number): void {
  let state = entryState()
  if (!state?.entry) {
    state = { ...state, entry: newEntryId() }
    history.replaceState(state, '')
  }
  history.pushState({ entry: newEntryId(), view: viewOf(state), from } satisfies EntryState, '', href)
  dispatchEvent(new Event(stepPushedEvent))
}

/** Names the step on screen in the address without a new history entry (a page opened without one). */
export function replaceStep(href: string): void {
  history.replaceState(history.state, '', href)
}
