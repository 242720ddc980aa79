// https://vike.dev/onBeforePrerenderStart — the URL of every page of the site, from the route table. Vike allows one
// page's hook to list other pages' URLs; it routes each through the feature route functions.
import { siteRoutes } from '../../routing/build/siteRoutes.ts'

export function onBeforePrerenderStart(): string[] {
  return siteRoutes().table.routes.map((r) => r.path)
}
