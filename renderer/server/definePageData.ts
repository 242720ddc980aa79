// Builds a page's payload: the shared part every page needs (route, brand chrome, heading) plus what the feature
// selects from its brand data. Each pages/<feature>/+data.ts is one call of this with its own selector.
import type { PageContextServer } from 'vike/types'
import { routeSource } from '../../analytics/build/siteSources.ts'
import { brandNav } from '../../brand/brandNav.ts'
import type { Brand } from '../../brand/brandSchema.ts'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { pageFonts } from '../../brand/build/webFontFiles.ts'
import { features, fillBrand } from '../../brand/pageKinds.ts'
import type { BrandChrome, Payload } from '../../brand/payload.ts'
import { type DerivedColours, derivedColours } from '../../brand/readableColor.ts'
import { sharedLayoutChrome } from '../../brand/sharedLayoutChrome.ts'
import { withWebFace } from '../../brand/webFonts.ts'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'

export interface PageDataContext {
  route: RouteEntry
  /** The brand the page belongs to; the top-level pages have none (or thumbtack's, for /account). */
  brand: Brand | undefined
  brands: readonly Brand[]
}

export interface PageText {
  heading: string
  intro: string
  title?: string
}

type Selector<T> = (ctx: PageDataContext) => T
type TextSelector<T> = (ctx: PageDataContext, page: T) => Partial<PageText>

/** `select` picks the feature's data; `text` may replace the heading (a product's name, an article's title). */
export function definePageData<T>(select: Selector<T>, text?: TextSelector<T>) {
  return function data(pageContext: PageContextServer): Payload<T> {
    const ctx = pageDataContext(pageContext.routeParams.path ?? pageContext.urlPathname)
    const page = select(ctx)
    return buildPayload(ctx, page, text?.(ctx, page) ?? {})
  }
}

export function pageDataContext(path: string): PageDataContext {
  const resolution = siteRoutes().index.resolve(path)
  if (resolution.kind !== 'page') throw new Error(`No page is routed at ${path}`)
  const route = resolution.route
  const brands = getBrands()
  return { route, brand: brands.find((b) => b.prefix === route.brand), brands }
}

export function buildPayload<T>({ route, brand }: PageDataContext, page: T, override: Partial<PageText>): Payload<T> {
  const defaults = features[route.feature]
  const own = brand?.copy[route.feature]
  const name = brand?.name ?? 'Demo'
  const heading = override.heading ?? own?.heading ?? fillBrand(defaults.heading, name)
  const intro = override.intro ?? own?.intro ?? fillBrand(defaults.intro, name)
  const title =
    override.title ?? (route.feature === 'home' && brand ? `${brand.name} | ${brand.tagline}` : `${heading} | ${name}`)
  return {
    route: {
      path: route.path,
      feature: route.feature,
      layout: route.layout,
      scope: route.scope,
      ...(route.section ? { section: route.section } : {}),
      ...(route.step ? { step: route.step } : {}),
      ...(route.slug ? { slug: route.slug } : {}),
      ...(route.middleware ? { middleware: route.middleware } : {}),
    },
    brand: brand ? brandChrome(brand, route.layout) : null,
    analytics: routeSource(route),
    title,
    description: intro,
    heading,
    intro,
    page,
  }
}

function brandChrome(brand: Brand, layout: string): BrandChrome {
  return {
    prefix: brand.prefix,
    name: brand.name,
    ...(brand.shortName ? { shortName: brand.shortName } : {}),
    industry: brand.industry,
    tagline: brand.tagline,
    currency: brand.currency,
    locale: brand.locale,
    theme: {
      ...brand.theme,
      ...themeColours(brand.theme),
      headingFont: withWebFace(brand.theme.fonts?.heading, brand.theme.headingFont),
      bodyFont: withWebFace(brand.theme.fonts?.body, brand.theme.bodyFont),
    },
    chrome: sharedLayoutChrome[layout] ?? brand.chrome,
    nav: brandNav(brand),
    fonts: pageFonts(brand),
  }
}

// Worked out once per theme: every page of a brand carries them, each a few dozen contrast ratios.
const derivedByTheme = new WeakMap<Brand['theme'], DerivedColours>()

function themeColours(theme: Brand['theme']): DerivedColours {
  let colours = derivedByTheme.get(theme)
  if (!colours) {
    colours = derivedColours(theme)
    derivedByTheme.set(theme, colours)
  }
  return colours
}
