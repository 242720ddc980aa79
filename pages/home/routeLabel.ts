// A readable name for any page of a brand, for the "every page" list on the brand home.

import { features } from '../../components/page/build/pageData.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'

const stepNames: Record<string, string> = {
  start: 'start',
  login: 'sign in',
  oneFive: 'step 1.5',
  two: 'step 2',
  three: 'step 3',
  four: 'step 4',
  confirm: 'confirm',
  result: 'result',
  saveResult: 'save result',
}

const sectionNames: Record<string, string> = { shop: 'Shop', products: 'Products', scan: 'Scan & Go', petfinder: 'Pet finder' }

export function routeLabel(route: RouteEntry): string {
  const base = features[route.feature].label
  if (route.feature === 'catalog' && route.section) return sectionNames[route.section] ?? base
  if (route.step && !(route.feature === 'foodfinder' && route.step === 'start'))
    return `${base}: ${stepNames[route.step] ?? route.step}`
  if (route.section && route.feature !== 'account' && route.section !== 'products')
    return `${sectionNames[route.section]} ${base.toLowerCase()}`
  return base
}
