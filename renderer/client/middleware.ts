// Runs a page's route middleware before it renders, at hydration and on every client navigation. A middleware lets
// the page through, sends the visitor elsewhere (auth: to sign in), or fails: the page is then not there for this
// visitor, a 404 with "Page Not Found: {path}" (a failed page check, as an unknown catch-all slug is; an unmatched path
// keeps "Page not found: {path}"). One that throws has failed too. A name with no implementation is an error from the
// catalogue ("Unknown route middleware: {name}"), shown as the 500 page.

import type { Payload } from '../../brand/payload.ts'
import { unknownMiddlewareMessage } from '../../brand/routeMiddleware.ts'
import { storageKey } from '../../lib/stored.ts'
import { notFoundMessage } from '../../routing/resolvePath.ts'

/** null: the page may show; a path: go there instead; false: the page fails its check (404). */
export type Middleware = (payload: Payload) => string | false | null

/**
 * auth: pages that need a signed-in visitor send others to the brand's account page, then back. A brand with no
 * account page gives them nowhere to sign in: the page fails, as a page that is not there for this visitor.
 */
const auth: Middleware = (payload) => {
  let signedIn = false
  try {
    const stored = localStorage.getItem(storageKey(payload.route.scope, 'user'))
    signedIn = stored !== null && stored !== 'null'
  } catch {
    // No storage: nobody can be signed in.
  }
  if (signedIn) return null
  const account = payload.brand?.nav.find((link) => link.label === 'Account')?.href
  if (!account) return false
  if (account === payload.route.path) return null
  return `${account}?next=${encodeURIComponent(payload.route.path)}`
}

const registry: Record<string, Middleware> = { auth }

export type MiddlewareOutcome = { redirect: string } | { status: 404 | 500; error: string } | null

/** `middlewares` is the registry the runtime ships; tests give their own. */
export function runMiddleware(payload: Payload, middlewares: Record<string, Middleware> = registry): MiddlewareOutcome {
  for (const name of payload.route.middleware ?? []) {
    const middleware = middlewares[name]
    if (!middleware) return { status: 500, error: unknownMiddlewareMessage(name) }
    let result: string | false | null
    try {
      result = middleware(payload)
    } catch (error) {
      console.error(`Route middleware ${name} failed on ${payload.route.path}:`, error)
      result = false
    }
    if (result === false) return { status: 404, error: notFoundMessage('invalid', payload.route.path) }
    if (result) return { redirect: result }
  }
  return null
}
