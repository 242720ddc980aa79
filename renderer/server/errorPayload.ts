// The payload of the error page: 404.html for static hosts (the requested path is only known in the browser) and the
// 500 page for rendering errors. It carries the catch-all bases so the browser can tell the two 404 messages apart.
import type { PageContextServer } from 'vike/types'
import { defaultLayout } from '../../routing/routeTable.ts'
import { siteRoutes } from '../../routing/siteRoutes.ts'
import type { Payload } from '../types.ts'

export interface ErrorPageData {
  status: 404 | 500
  catchAllBases: string[]
}

export const internalServerError = 'Internal Server Error'

export function errorPayload(pageContext: PageContextServer): Payload<ErrorPageData> {
  const status = pageContext.is404 ? 404 : 500
  const heading = status === 404 ? 'Page Not Found' : internalServerError
  return {
    route: { path: '', feature: 'error', layout: defaultLayout, scope: 'Demo' },
    brand: null,
    title: heading,
    description: heading,
    heading,
    intro: '',
    page: { status, catchAllBases: status === 404 ? siteRoutes().table.catchAllBases : [] },
  }
}
