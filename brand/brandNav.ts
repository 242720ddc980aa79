// The navigation bar of a brand, derived from the pages it lists: one link per feature that has a header place
// (`nav` in the feature table), in the table's order, to the first of that feature's pages the brand lists.
import type { Brand } from './brandSchema.ts'
import { features } from './pageKinds.ts'
import type { NavLink } from './payload.ts'

export function brandNav(brand: Brand): NavLink[] {
  const links: NavLink[] = []
  for (const feature of Object.values(features)) {
    if (!feature.nav) continue
    const pages = typeof feature.nav === 'function' ? feature.nav(brand) : feature.nav
    const page = pages.find((p) => p === '' || brand.pages.includes(p))
    if (page === undefined) continue
    links.push({ label: feature.label, href: page === '' ? `/${brand.prefix}` : `/${brand.prefix}/${page}` })
  }
  return links
}
