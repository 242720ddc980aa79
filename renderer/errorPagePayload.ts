// The payload of the error page, shared by the server (404.html, the 500 page) and the browser (an error that
// escapes a page after hydration shows the same 500 page).
import type { Payload } from '../brand/payload.ts'

export interface ErrorPageData {
  status: 404 | 500
  /** Catch-all bases, so the browser can tell "Page Not Found" (bad slug) from "Page not found" (no route). */
  catchAllBases: string[]
}

export const internalServerError = 'Internal Server Error'
export const notFoundHeading = 'Page Not Found'

/** `message` replaces the default heading (an error from the catalogue, such as an unknown route middleware, or a
 *  page a middleware failed: "Page Not Found: {path}"). */
export function errorPagePayload(status: 404 | 500, catchAllBases: string[], message?: string): Payload<ErrorPageData> {
  const heading = message ?? (status === 404 ? notFoundHeading : internalServerError)
  return {
    route: { path: '', feature: 'error', layout: 'default', scope: 'Demo' },
    brand: null,
    analytics: null,
    title: heading,
    description: heading,
    heading,
    intro: '',
    page: { status, catchAllBases },
  }
}
