// What @segment/analytics-next keeps in the browser's storage, read and removed without the library itself: the calls
// it had not delivered when a page went away, and the visitor's identity.

/**
 * The library keeps the calls it had not delivered when a page went away (in flight, or waiting to retry) in
 * localStorage under their write key, and sends them the next time that key is loaded. A visitor who moves on to
 * a page of another source would leave them there: those keys are loaded too, so the calls go out now.
 */
export function strandedWriteKeys(): string[] {
  const keys = new Set<string>()
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i) ?? ''
      const writeKey = /^persisted-queue:v1:([^:]+):(?:dest-Segment\.io|event-queue):items$/.exec(name)?.[1]
      const items = writeKey ? localStorage.getItem(name) : null
      if (writeKey && items && items !== '[]') keys.add(writeKey)
    }
  } catch {
    // No readable storage: the library cannot have kept anything there either.
  }
  return [...keys]
}

/** Where the library keeps the visitor's identity, in localStorage and as cookies of the same names. */
const identityKeys = ['ajs_user_id', 'ajs_user_traits', 'ajs_anonymous_id', 'ajs_group_id', 'ajs_group_properties']

/** Expires a cookie on this host and on each parent domain, where the library may have set it. */
function expireCookie(name: string): void {
  const labels = location.hostname.split('.')
  const domains = ['', ...labels.slice(0, -1).map((_, i) => `; domain=${labels.slice(i).join('.')}`)]
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the demo is shown in
  for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`
}

/** The identity the library kept, removed without the library. */
export function forgetStoredIdentity(): void {
  for (const key of identityKeys) {
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage blocked: the library kept nothing there either.
    }
    expireCookie(key)
  }
}
