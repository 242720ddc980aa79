// The shape of one brand data file (brands/<prefix>.json). Field-level rules live here; rules that relate
// fields to each other (slugs referenced by pages, a catalog for shop pages, …) are in checkBrand.ts.
import * as v from 'valibot'
import { artMotifs, motifPaths } from './artMotifs.ts'
import { chromeVocabulary, defaultChrome, stripVocabulary } from './chrome.ts'
import { routeMiddlewareNames } from './routeMiddleware.ts'
import { webFontFamilies } from './webFonts.ts'

const text = v.pipe(v.string('expected text'), v.trim(), v.nonEmpty('expected non-empty text'))
const color = v.pipe(v.string('expected a colour'), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like "#c8102e"'))
const slug = v.pipe(
  v.string('expected a slug'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug like "original-bucket"'),
)
/** Landing-page slugs may be nested ("summer/family-deals"): catch-all routes accept any depth. */
const nestedSlug = v.pipe(
  v.string('expected a slug'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'expected a slug like "summer" or "summer/family-deals"'),
)
/**
 * A CSS font-family list and nothing else: family names (quoted, or plain words) separated by commas. The value is
 * written into every page's style, so anything more (`;`, braces, `url(`, escapes, comments) is refused.
 */
const family = `(?:'[^'"\\\\;:{}<>()/*]+'|"[^'"\\\\;:{}<>()/*]+"|-?[A-Za-z][A-Za-z0-9 _-]*)`
const fontList = v.pipe(
  text,
  v.regex(
    new RegExp(`^${family}(?:\\s*,\\s*${family})*$`),
    'expected a font-family list like "\'Segoe UI\', Arial, sans-serif": family names, quoted where they have spaces, separated by commas',
  ),
)
const price = v.pipe(v.number('expected a price in the brand currency'), v.minValue(0, 'expected a price of 0 or more'))
const paragraphs = v.pipe(v.array(text, 'expected a list of paragraphs'), v.minLength(1, 'expected at least one paragraph'))

/** The motif's SVG path is attached here, once, so every payload that carries art can be drawn without code. */
export const artSchema = v.pipe(
  v.strictObject({
    motif: v.picklist(artMotifs, `expected one of ${artMotifs.join(', ')}`),
    color,
  }),
  v.transform((art) => ({ ...art, path: motifPaths[art.motif] })),
)

export const productSchema = v.strictObject({
  slug,
  name: text,
  category: text,
  price,
  description: text,
  art: artSchema,
  /** Choices shown on confirmItem / product detail ("Regular", "Large"); the first is the default. */
  options: v.optional(v.pipe(v.array(text), v.minLength(2, 'expected at least two options, or leave it out'))),
  badge: v.optional(text),
  /** Shelf barcode (EAN/UPC digits) for scan-and-go brands; entered by hand or read by the camera. */
  barcode: v.optional(v.pipe(v.string(), v.regex(/^\d{8,14}$/, 'expected 8 to 14 digits'))),
})

export const landingPageSchema = v.strictObject({
  slug: nestedSlug,
  title: text,
  intro: text,
  body: paragraphs,
  productSlugs: v.array(slug),
  cta: text,
  art: artSchema,
})

export const resortSchema = v.strictObject({
  slug,
  name: text,
  location: text,
  description: text,
  nightlyRate: price,
  amenities: v.pipe(v.array(text), v.minLength(1, 'expected at least one amenity')),
  art: artSchema,
})

export const articleSchema = v.strictObject({
  slug,
  title: text,
  intro: text,
  body: paragraphs,
  productSlugs: v.array(slug),
})

const copySchema = v.strictObject({ heading: text, intro: text })

const webFace = v.strictObject({
  family: v.picklist(webFontFamilies, `expected one of ${webFontFamilies.join(', ')}`),
  weight: v.pipe(v.number('expected a font weight'), v.integer(), v.minValue(100), v.maxValue(900), v.multipleOf(100)),
})

export const themeSchema = v.strictObject({
  primary: color,
  onPrimary: color,
  accent: color,
  background: color,
  surface: color,
  text: color,
  muted: color,
  headingFont: fontList,
  bodyFont: fontList,
  /** Web faces set before the stacks above: the heading face, and where it fits a body face. */
  fonts: v.optional(v.strictObject({ heading: webFace, body: v.optional(webFace) })),
  radius: v.pipe(v.number('expected a corner radius in px'), v.integer(), v.minValue(0), v.maxValue(32)),
})

const variant = <K extends keyof typeof chromeVocabulary>(field: K) =>
  v.optional(v.picklist(chromeVocabulary[field], `expected one of ${chromeVocabulary[field].join(', ')}`), defaultChrome[field])
const stripPart = <K extends keyof typeof stripVocabulary>(field: K) =>
  v.picklist(stripVocabulary[field], `expected ${stripVocabulary[field].join(' or ')}`)

export const chromeSchema = v.strictObject({
  header: variant('header'),
  tone: variant('tone'),
  edge: variant('edge'),
  mark: variant('mark'),
  tagline: variant('tagline'),
  nav: variant('nav'),
  /** A thin band of brand text above or below the header. */
  strip: v.optional(v.strictObject({ text: stripPart('text'), place: stripPart('place'), tone: stripPart('tone') })),
  ornament: variant('ornament'),
  lettering: variant('lettering'),
  hero: variant('hero'),
  footer: variant('footer'),
})

export const brandSchema = v.strictObject({
  /** Where editors find the JSON Schema of this file (brand/brand.schema.json), for completion and checks as you type. */
  $schema: v.optional(v.string('expected the path or URL of the brand JSON Schema')),
  prefix: v.pipe(text, v.regex(/^[A-Za-z0-9-]+$/, 'expected a URL prefix of letters, digits and dashes')),
  name: text,
  industry: text,
  tagline: text,
  currency: v.picklist(['USD', 'EUR', 'GBP'], 'expected USD, EUR or GBP'),
  layout: text,
  /** Sections rendered in a shared layout instead of the brand's own ({ "shop": "shop" }). */
  sectionLayouts: v.optional(v.record(text, text)),
  theme: themeSchema,
  /** The header, navigation, footer and hero variants of the brand's look (chromeVocabulary). */
  chrome: v.optional(chromeSchema, {}),
  pages: v.pipe(v.array(v.string('expected a page path')), v.minLength(1, 'expected at least the brand root ""')),
  products: v.optional(v.array(productSchema), []),
  landingPages: v.optional(v.array(landingPageSchema), []),
  resorts: v.optional(v.array(resortSchema), []),
  articles: v.optional(v.array(articleSchema), []),
  /** Heading and introduction per feature (home, account, sms, …); features without one use the shared default. */
  copy: v.optional(v.record(text, copySchema), {}),
  faq: v.optional(v.array(v.strictObject({ question: text, answer: text })), []),
  /** Route middleware per page ({ "shop/checkout": ["auth"] }): run in the browser before the page renders. */
  middleware: v.optional(
    v.record(text, v.array(v.picklist(routeMiddlewareNames, `expected a route middleware: ${routeMiddlewareNames.join(', ')}`))),
    {},
  ),
  /** Old paths below the prefix that now live elsewhere: { "menu": "shop" } sends /KFC/menu to /KFC/shop. */
  redirects: v.optional(v.record(text, v.string()), {}),
})

export type BrandInput = v.InferInput<typeof brandSchema>
export type Brand = v.InferOutput<typeof brandSchema>
export type Product = v.InferOutput<typeof productSchema>
export type LandingPage = v.InferOutput<typeof landingPageSchema>
export type Resort = v.InferOutput<typeof resortSchema>
export type Article = v.InferOutput<typeof articleSchema>
export type Theme = v.InferOutput<typeof themeSchema>
export type { Chrome } from './chrome.ts'
export type Art = v.InferOutput<typeof artSchema>
