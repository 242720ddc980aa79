// The Vike route function of a feature page: it accepts every path the route table gives that feature,
// case-insensitively and with or without a trailing slash, and passes the canonical path on. The URL is resolved once,
// before Vike asks each feature's route function about it (renderer/+onBeforeRoute.ts), and not by each of them.
// This file imports types only: Vike bundles and runs every +route.ts when it reads its config, and a route file
// whose bundle imports nothing is not parsed again for pointer imports (a tenth of a second of every build).
import type { RouteFeature } from '../brand/pageKinds.ts'
import type { Resolution } from './resolvePath.ts'

/** What renderer/+onBeforeRoute.ts adds to the page context: the URL resolved against the route table. */
export interface RoutedContext {
  routeResolution?: Resolution
}

export function featureRoute(feature: RouteFeature) {
  return ({ routeResolution }: RoutedContext) => {
    if (routeResolution?.kind !== 'page' || routeResolution.route.feature !== feature) return false
    return { routeParams: { path: routeResolution.route.path } }
  }
}
