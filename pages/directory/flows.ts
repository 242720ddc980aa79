// The customer flows a presenter looks for, and the page of a brand that leads into each: what the directory lists
// under every partner and filters by. A flow's entry is the shortest of the brand's pages of that feature (the
// journey's overview before its first step, wifi before its sign-in); the shop enters at the brand's catalog.

import { type Feature, features, listedPageKind, mainShopSection, shopLinks } from '../../components/page/build/pageData.ts'
import type { Brand } from '../../components/page/index.ts'

export interface Flow {
  id: string
  label: string
  /** The features that make the flow, in order of preference. */
  features: readonly Feature[]
  /** Each feature is a link of its own under its own name (the forms); otherwise the first offered is the entry. */
  each?: true
}

export const flows: readonly Flow[] = [
  { id: 'shop', label: 'Shop', features: ['catalog'] },
  { id: 'scan', label: 'Scan & Go', features: ['scan'] },
  { id: 'sms', label: 'SMS', features: ['sms'] },
  { id: 'assistant', label: 'Assistant', features: ['ai'] },
  { id: 'journey', label: 'Journey', features: ['journey'] },
  { id: 'finder', label: 'Food finder', features: ['foodfinder'] },
  { id: 'wifi', label: 'Wi-Fi', features: ['wifi'] },
  { id: 'resorts', label: 'Resorts', features: ['resorts', 'resort'] },
  { id: 'articles', label: 'Articles', features: ['article'] },
  { id: 'forms', label: 'Forms', features: ['form', 'service', 'review', 'catalogRequest'], each: true },
]

export interface FlowLink {
  flow: string
  /** The flow's name, or for a flow of several features (forms) the feature's own label. */
  label: string
  href: string
}

function entryHref(brand: Brand, feature: Feature): string | undefined {
  if (feature === 'catalog') {
    const section = mainShopSection(brand)
    return section && section !== 'scan' ? shopLinks(brand, section).catalog : undefined
  }
  const pages = brand.pages.filter((p) => listedPageKind(p)?.feature === feature)
  const page = pages.reduce<string | undefined>((best, p) => (best === undefined || p.length < best.length ? p : best), undefined)
  if (page === undefined) return undefined
  // A catch-all (resorts/:slug) enters at its first entry.
  const kind = listedPageKind(page)
  if (kind && 'pattern' in kind) {
    const first = brand[kind.source][0]
    return first ? `/${brand.prefix}/${kind.base}/${first.slug}` : undefined
  }
  return `/${brand.prefix}/${page}`
}

/** The brand's way into each flow it offers, in the order of `flows`. */
export function flowLinks(brand: Brand): FlowLink[] {
  const links: FlowLink[] = []
  for (const flow of flows) {
    const offered = flow.features.flatMap((feature) => {
      const href = entryHref(brand, feature)
      return href ? [{ feature, href }] : []
    })
    for (const { feature, href } of flow.each ? offered : offered.slice(0, 1)) {
      links.push({ flow: flow.id, label: flow.each ? features[feature].label : flow.label, href })
    }
  }
  return links
}
