// Which Segment source a route reports to. The lookup key is the route's full path with slashes
// removed (/KFC/shop/cart → KFCshopcart); when the table has no such source, the page's family variant
// (KFCcart), then its section's (KFCshop), then the family's home source (KFC) are tried. Brands without a family
// of their own map to one in the table's brandFamilies (arch-pristine → pristine, thumbtack → Demo); the top-level
// pages belong to Demo. No match: no source, and the browser logs "No valid write key found".
import type { RouteEntry } from '../../routing/routeTable.ts'
import type { SourceTable } from './sourceTable.ts'

export interface AnalyticsSource {
  /** The source's name in the table ("KFCshop"). */
  name: string
  writeKey: string
}

const featureVariant: Partial<Record<RouteEntry['feature'], string>> = {
  account: 'account',
  cart: 'cart',
  checkout: 'checkout',
  ai: 'ai',
  service: 'service',
  sms: 'sms',
  form: 'form',
  review: 'review',
  scan: 'scan',
  catalogRequest: 'catalogrequest',
  foodfinder: 'foodfinder',
}

export function familyOf(route: RouteEntry, table: SourceTable): string {
  if (!route.brand || route.scope === 'Demo') return 'Demo'
  return table.brandFamilies[route.brand] ?? route.brand
}

export function sourceCandidates(route: RouteEntry, table: SourceTable): string[] {
  const family = familyOf(route, table)
  const variant = route.feature === 'journey' && route.step === 'start' ? 'journeystart' : featureVariant[route.feature]
  return [
    route.path.replaceAll('/', ''),
    ...(variant ? [family + variant] : []),
    ...(route.section ? [family + route.section] : []),
    family,
  ]
}

export function resolveSource(route: RouteEntry, table: SourceTable, production: boolean): AnalyticsSource | null {
  for (const name of sourceCandidates(route, table)) {
    const source = table.sources[name]
    if (source) return { name, writeKey: production ? source.prod : source.test }
  }
  return null
}
