// Which feature (a folder under pages/) serves each page a brand may list, by its path below the brand prefix.
// A brand file names its pages with these keys ("shop/cart", "products/confirmItem", …); this table is the one
// place that says which shared feature component renders them, so adding a brand never adds page code.

export type Feature =
  | 'home'
  | 'account'
  | 'ai'
  | 'service'
  | 'sms'
  | 'form'
  | 'review'
  | 'journey'
  | 'catalog'
  | 'product'
  | 'confirmItem'
  | 'cart'
  | 'checkout'
  | 'confirmOrder'
  | 'addons'
  | 'article'
  | 'resorts'
  | 'resort'
  | 'landing'
  | 'wifi'
  | 'catalogRequest'
  | 'scan'
  | 'foodfinder'

/** Every feature a route can show: the brand features plus the top-level directory of partner demos. */
export type RouteFeature = Feature | 'directory'

export interface PageKind {
  feature: Feature
  /** The shop section a commerce page belongs to ("products", "shop", "scan", "petfinder"): its siblings live there. */
  section?: string
  /** A fixed step or variant name the feature component switches on (journey start, food-finder steps, wifi login). */
  step?: string
}

const shopSections = ['products', 'shop', 'scan', 'petfinder'] as const
const commercePages = ['cart', 'checkout', 'confirmItem', 'confirmOrder'] as const
const foodfinderSteps = ['oneFive', 'two', 'three', 'four', 'confirm', 'result', 'saveResult'] as const

function buildStaticKinds(): Record<string, PageKind> {
  const kinds: Record<string, PageKind> = {
    '': { feature: 'home' },
    account: { feature: 'account' },
    'shop/account': { feature: 'account', section: 'shop' },
    ai: { feature: 'ai' },
    service: { feature: 'service' },
    sms: { feature: 'sms' },
    form: { feature: 'form' },
    review: { feature: 'review' },
    journey: { feature: 'journey' },
    'journey/start': { feature: 'journey', step: 'start' },
    'products/addons': { feature: 'addons', section: 'products' },
    resorts: { feature: 'resorts' },
    wifi: { feature: 'wifi' },
    'wifi/login': { feature: 'wifi', step: 'login' },
    'catalog/request': { feature: 'catalogRequest' },
    scan: { feature: 'scan', section: 'scan' },
    foodfinder: { feature: 'foodfinder', step: 'start' },
  }
  for (const section of shopSections) {
    if (section !== 'scan') kinds[section] = { feature: 'catalog', section }
    for (const page of commercePages) kinds[`${section}/${page}`] = { feature: page, section }
  }
  for (const step of foodfinderSteps) kinds[`foodfinder/${step}`] = { feature: 'foodfinder', step }
  return kinds
}

/** Pages with a fixed path below the prefix. */
export const staticPageKinds: Readonly<Record<string, PageKind>> = buildStaticKinds()

/**
 * Pages whose last segments come from brand data. `pattern` is what a brand lists in `pages`; `base` is the fixed
 * part; `source` names the brand data that supplies the slugs; `anyDepth` allows slashes in a slug (landing pages).
 */
export interface DynamicPageKind extends PageKind {
  pattern: string
  base: string
  source: 'products' | 'landingPages' | 'resorts'
  anyDepth: boolean
}

export const dynamicPageKinds: readonly DynamicPageKind[] = [
  {
    pattern: 'shop/products/:slug',
    base: 'shop/products',
    source: 'products',
    feature: 'product',
    section: 'shop',
    anyDepth: false,
  },
  {
    pattern: 'shop/landing/:slug',
    base: 'shop/landing',
    source: 'landingPages',
    feature: 'landing',
    section: 'shop',
    anyDepth: true,
  },
  { pattern: 'resorts/:slug', base: 'resorts', source: 'resorts', feature: 'resort', anyDepth: false },
]

/**
 * Articles are static pages listed one by one ("articles/cars"), each backed by the brand's `articles` entry with
 * that slug; an unlisted article is a plain "no route" 404, not a catch-all miss.
 */
export const articlePagePrefix = 'articles/'

/** The page patterns a brand may list, for error messages. */
export function knownPagePatterns(): string[] {
  return [
    ...Object.keys(staticPageKinds).map((k) => (k === '' ? '"" (the brand root)' : k)),
    ...dynamicPageKinds.map((d) => d.pattern),
    `${articlePagePrefix}<article slug>`,
  ]
}
