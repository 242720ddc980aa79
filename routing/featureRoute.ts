// The Vike route function of a feature page: it accepts every path the route table gives that feature,
// case-insensitively and with or without a trailing slash, and passes the canonical path on.
import type { PageContextServer } from 'vike/types'
import type { RouteFeature } from '../brand/pageKinds.ts'
// A pointer import (https://vike.dev/config#pointer-imports): Vike loads every +route.ts when it reads the config,
// bundling each with what it imports, and the route function needs the route table only when it runs. Without it
// each of the 24 route files bundled the brand loader and schema again (about 2 s of every build).
import { siteRoutes } from './build/siteRoutes.ts' with { type: 'vike:pointer' }

export function featureRoute(feature: RouteFeature) {
  return (pageContext: Pick<PageContextServer, 'urlPathname'>) => {
    const resolution = siteRoutes().index.resolve(pageContext.urlPathname)
    if (resolution.kind !== 'page' || resolution.route.feature !== feature) return false
    return { routeParams: { path: resolution.route.path } }
  }
}
