// The data contract between the prerender and the browser: what is inlined in each page's HTML and written to its
// <route>/_payload.json. Plain JSON only (no Dates, no undefined), so both copies read back identically.
import type { Chrome, Theme } from './brandSchema.ts'
import type { BrandLocale } from './localeSchema.ts'
import type { RouteFeature } from './pageKinds.ts'
import type { DerivedColours } from './readableColor.ts'
import type { PageFont } from './webFonts.ts'

export interface NavLink {
  label: string
  href: string
}

/** What every page shows of its brand: name, theme and navigation, never the whole data file. */
export interface BrandChrome {
  prefix: string
  name: string
  /** The mark the phone header shows instead of the name, when the brand gives one. */
  shortName?: string
  industry: string
  tagline: string
  currency: string
  /** What the browser formats the brand's times in (lib/formatTime.ts). */
  locale: BrandLocale
  /** The brand theme plus the text colours it implies (brand/readableColor.ts derivedColours). */
  theme: Theme & DerivedColours
  /** The chrome variants the page's frame draws (components/chrome/BrandFrame.tsx): the brand's, or those of the
   *  shared layout the page is in (brand/sharedLayoutChrome.ts). */
  chrome: Chrome
  nav: NavLink[]
  /** The brand's web faces: the page links and preloads these, and no other brand's. */
  fonts: PageFont[]
}

export interface PageRoute {
  path: string
  feature: RouteFeature | 'error'
  layout: string
  scope: string
  section?: string
  step?: string
  slug?: string
  /** Route middleware the browser runs before rendering the page. */
  middleware?: string[]
  /** The code files (below the deploy base) of the page's feature and layout that the browser entry does not
   *  already load, fetched together when a client navigation shows the page; added as the page is rendered to
   *  HTML, none in development. */
  chunks?: string[]
  /** The files the browser imports the page's component and its layout from (below the deploy base; no layout:
   *  the shared frame, which the browser entry holds) and their stylesheets, linked on client navigation; added as
   *  the page is rendered to HTML, none in development. */
  view?: PageView
}

export interface PageView {
  page: string
  layout?: string
  styles: string[]
}

export interface Payload<PageData = unknown> {
  route: PageRoute
  brand: BrandChrome | null
  /** The Segment source this page reports to (analytics/resolveSource.ts), or null when none matches. */
  analytics: { name: string; writeKey: string } | null
  title: string
  description: string
  heading: string
  intro: string
  page: PageData
}

export interface PageProps<PageData = unknown> {
  payload: Payload<PageData>
}
