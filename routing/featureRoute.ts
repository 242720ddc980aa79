// The Vike route function of a feature page: it accepts every path the route table gives that feature,
// case-insensitively and with or without a trailing slash, and passes the canonical path on.
import type { PageContextServer } from 'vike/types'
import type { RouteFeature } from '../brand/pageKinds.ts'
import { siteRoutes } from './build/siteRoutes.ts'

export function featureRoute(feature: RouteFeature) {
  return (pageContext: Pick<PageContextServer, 'urlPathname'>) => {
    const resolution = siteRoutes().index.resolve(pageContext.urlPathname)
    if (resolution.kind !== 'page' || resolution.route.feature !== feature) return false
    return { routeParams: { path: resolution.route.path } }
  }
}
