// The build manifests the client runtime reads (DESIGN.md §5, seed-spec §7): builds/latest.json and
// builds/meta/<id>.json with the route rules ("matcher") and the list of prerendered routes.
import type { RouteTable } from '../../routing/routeTable.ts'

export interface RouteRule {
  prerender?: true
  redirect?: string
}

export interface BuildMeta {
  id: string
  timestamp: number
  /** Route rules per canonical path (without the deploy base): prerendered pages and redirects. */
  matcher: { static: Record<string, RouteRule> }
  prerendered: string[]
}

export function buildMeta(id: string, timestamp: number, table: RouteTable): BuildMeta {
  const rules: Record<string, RouteRule> = {}
  for (const route of table.routes) rules[route.path] = { prerender: true }
  for (const { from, to } of table.redirects) rules[from] = { redirect: to }
  return {
    id,
    timestamp,
    matcher: { static: rules },
    prerendered: table.routes.map((r) => r.path),
  }
}
