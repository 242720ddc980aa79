// The error page's payload on the server: 404.html for static hosts (the requested path is only known in the
// browser) and the 500 page for rendering errors.
import type { PageContextServer } from 'vike/types'
import type { Payload } from '../../brand/payload.ts'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'
import { type ErrorPageData, errorPagePayload } from '../errorPagePayload.ts'

export function errorPayload(pageContext: PageContextServer): Payload<ErrorPageData> {
  return pageContext.is404 ? errorPagePayload(404, siteRoutes().table.catchAllBases) : errorPagePayload(500, [])
}
