// The Vike route function of a feature page: it accepts every path the route table gives that feature,
// case-insensitively and with or without a trailing slash, and passes the canonical path on.
import type { PageContextServer } from 'vike/types'
import type { RouteFeature } from '../brand/pageKinds.ts'
// A pointer import (https://vike.dev/config#pointer-imports): Vike loads every +route.ts when it reads the config,
// bundling each with what it imports, and the route function needs the route table only when it runs. Without it
// each of the 24 route files bundled the brand loader and schema again (about 2 s of every build).
import { siteRoutes } from './build/siteRoutes.ts' with { type: 'vike:pointer' }
import type { Resolution, RouteIndex } from './resolvePath.ts'

type RouteContext = Pick<PageContextServer, 'urlOriginal' | 'urlPathname'>

export function featureRoute(feature: RouteFeature) {
  return (pageContext: RouteContext) => {
    const resolution = resolveOnce(pageContext)
    if (resolution.kind !== 'page' || resolution.route.feature !== feature) return false
    return { routeParams: { path: resolution.route.path } }
  }
}

// Vike asks every feature's route function about each URL, and each read of `urlPathname` parses the URL again: one
// resolution per URL instead of one per feature took a fifth off a prerendered page's time.
let last: { url: string; index: RouteIndex; resolution: Resolution } | undefined

function resolveOnce(pageContext: RouteContext): Resolution {
  const { index } = siteRoutes()
  const url = pageContext.urlOriginal
  if (last?.url !== url || last.index !== index) last = { url, index, resolution: index.resolve(pageContext.urlPathname) }
  return last.resolution
}
