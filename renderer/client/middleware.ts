// Runs a page's route middleware before it renders: a middleware may send the visitor elsewhere; a name with no
// implementation is an error from the catalogue ("Unknown route middleware: {name}"), shown as the error page.

import type { Payload } from '../../brand/payload.ts'
import { unknownMiddlewareMessage } from '../../brand/routeMiddleware.ts'
import { storageKey } from '../../lib/stored.ts'

type Middleware = (payload: Payload) => string | null

/** auth: pages that need a signed-in visitor send others to the brand's account page, then back. */
const auth: Middleware = (payload) => {
  let signedIn = false
  try {
    const stored = localStorage.getItem(storageKey(payload.route.scope, 'user'))
    signedIn = stored !== null && stored !== 'null'
  } catch {
    // No storage: nobody can be signed in.
  }
  const account = payload.brand?.nav.find((link) => link.label === 'Account')?.href
  if (signedIn || !account || account === payload.route.path) return null
  return `${account}?next=${encodeURIComponent(payload.route.path)}`
}

const registry: Record<string, Middleware> = { auth }

export type MiddlewareOutcome = { redirect: string } | { error: string } | null

export function runMiddleware(payload: Payload): MiddlewareOutcome {
  for (const name of payload.route.middleware ?? []) {
    const middleware = registry[name]
    if (!middleware) return { error: unknownMiddlewareMessage(name) }
    const redirect = middleware(payload)
    if (redirect) return { redirect }
  }
  return null
}
