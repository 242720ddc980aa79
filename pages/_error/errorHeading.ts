// The error page's heading. The static 404 page learns the requested path only in the browser: a path under a
// catch-all whose slug is unknown failed its page check ("Page Not Found: {path}"), any other matched no route ("Page
// not found: {path}"). A page the browser runtime turned into an error (a route middleware that failed, an unknown
// one) comes with its own message, shown as it is, as is the 500 page's.
import { type ErrorPageData, notFoundHeading, type Payload } from '../../components/page/index.ts'
import { normalizePath } from '../../routing/normalizePath.ts'
import { notFoundMessage } from '../../routing/resolvePath.ts'

/** `path`: the requested path below the base, or '' while it is not known (prerendering, before hydration). */
export function errorHeading(payload: Payload<ErrorPageData>, path: string): string {
  if (payload.heading !== notFoundHeading || !path) return payload.heading
  const underCatchAll = payload.page.catchAllBases.some((base) => normalizePath(path).startsWith(`${normalizePath(base)}/`))
  return notFoundMessage(underCatchAll ? 'invalid' : 'none', path)
}
