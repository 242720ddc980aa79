// https://vike.dev/onBeforeRoute — resolves the URL against the route table once, for every feature's route
// function (routing/featureRoute.ts) to read: Vike asks each of them about each URL.
import type { PageContextServer } from 'vike/types'
import { siteRoutes } from '../routing/build/siteRoutes.ts'
import type { RoutedContext } from '../routing/featureRoute.ts'

export function onBeforeRoute(pageContext: Pick<PageContextServer, 'urlPathname'>): { pageContext: RoutedContext } {
  return { pageContext: { routeResolution: siteRoutes().index.resolve(pageContext.urlPathname) } }
}
