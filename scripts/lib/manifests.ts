// The build manifests the client runtime reads to notice a new deploy and to route: builds/latest.json and
// builds/meta/<id>.json with the route rules ("matcher") and the list of prerendered routes.
import type { BuildManifest, RouteRule } from '../../routing/buildRules.ts'
import type { RouteTable } from '../../routing/routeTable.ts'

/** Route rules per canonical path (without the deploy base): prerendered pages and redirects. */
export type BuildMeta = BuildManifest

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
