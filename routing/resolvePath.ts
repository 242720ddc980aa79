// Resolves a requested path against the route table: the page, or which of the two not-found cases applies.
import { normalizePath } from './normalizePath.ts'
import type { RouteEntry, RouteTable } from './routeTable.ts'

export type Resolution =
  | { kind: 'page'; route: RouteEntry }
  | { kind: 'redirect'; to: string }
  /** Under a catch-all, but the slug is not in the brand's data: the page's validity check failed. */
  | { kind: 'invalid' }
  /** No route matches at all. */
  | { kind: 'none' }

export interface RouteIndex {
  resolve(pathname: string): Resolution
}

export function indexRoutes(table: RouteTable): RouteIndex {
  const pages = new Map(table.routes.map((r) => [normalizePath(r.path), r]))
  const redirects = new Map(table.redirects.map((r) => [normalizePath(r.from), r.to]))
  const catchAllBases = table.catchAllBases.map((b) => `${normalizePath(b)}/`)
  return {
    resolve(pathname) {
      const key = normalizePath(pathname)
      const route = pages.get(key)
      if (route) return { kind: 'page', route }
      const to = redirects.get(key)
      if (to) return { kind: 'redirect', to }
      if (catchAllBases.some((base) => key.startsWith(base))) return { kind: 'invalid' }
      return { kind: 'none' }
    },
  }
}

/** The 404 message for a path: "Page Not Found" when a page check fails, else "Page not found". */
export function notFoundMessage(kind: 'invalid' | 'none', path: string): string {
  return kind === 'invalid' ? `Page Not Found: ${path}` : `Page not found: ${path}`
}
