// The shape of one brand data file (brands/<prefix>.json). Field-level rules live here; rules that relate
// fields to each other (slugs referenced by pages, a catalog for shop pages, …) are in checkBrand.ts.
import * as v from 'valibot'
import { badgeNames } from './art/badges.ts'
import { drawArt } from './art/drawArt.ts'
import { motifNames } from './art/motifs.ts'
import { chromeVocabulary, defaultChrome, stripVocabulary } from './chrome.ts'
import { brandKinds, fulfilmentKinds, weekdays } from './fulfilment.ts'
import { fulfilmentTimes, productHandover } from './handoverSchema.ts'
import { helpSchema } from './helpSchema.ts'
import { journeySchema } from './journeySchema.ts'
import { localeSchema } from './localeSchema.ts'
import { routeMiddlewareNames } from './routeMiddleware.ts'
import { slug, text } from './schemaParts.ts'
import { timeWindowsSchema } from './timeWindowSchema.ts'
import { locationsSchema } from './visitSchema.ts'
import { webFontFamilies } from './webFonts.ts'

const color = v.pipe(v.string('expected a colour'), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like "#c8102e"'))
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
const fulfilmentKind = v.picklist(
  fulfilmentKinds,
  (issue) => `${JSON.stringify(issue.input)} is not a fulfilment kind; expected one of ${fulfilmentKinds.join(', ')}`,
)
const brandKind = v.picklist(
  brandKinds,
  (issue) =>
    `${JSON.stringify(issue.input)} is not a brand's fulfilment kind; expected one of ${brandKinds.join(', ')} ("digital" is named on each product sent by email)`,
)
const names = (what: string) =>
  v.pipe(v.array(text, `expected a list of ${what}`), v.minLength(1, `expected at least one of ${what}, or leave it out`))

/** A brand's fulfilment: its kind and the options that kind asks from (brand/fulfilment.ts has their defaults). */
const fulfilmentSchema = v.strictObject({
  kind: brandKind,
  locations: v.optional(names('locations')),
  payNowDiscount: v.optional(
    v.pipe(
      v.number('expected a share like 0.1 for 10%'),
      v.minValue(0, 'expected a share from 0 to 0.5'),
      v.maxValue(0.5, 'expected a share from 0 to 0.5'),
    ),
  ),
  cabins: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          name: text,
          supplement: v.optional(
            v.pipe(v.number('expected an amount per guest'), v.minValue(0, 'expected an amount of 0 or more')),
            0,
          ),
        }),
      ),
      v.minLength(1, 'expected at least one cabin, or leave it out'),
    ),
  ),
  departureDays: v.optional(
    v.pipe(
      v.array(v.picklist(weekdays, `expected a weekday: ${weekdays.join(', ')}`)),
      v.minLength(1, 'expected at least one weekday, or leave it out'),
    ),
  ),
  weeksAhead: v.optional(v.pipe(v.number(), v.integer('expected whole weeks'), v.minValue(1), v.maxValue(52))),
  maxGuests: v.optional(v.pipe(v.number(), v.integer('expected a whole number of guests'), v.minValue(1), v.maxValue(12))),
  timeWindows: v.optional(timeWindowsSchema),
  extras: v.optional(names('categories')),
  ...fulfilmentTimes,
})

const price = v.pipe(v.number('expected a price in the brand currency'), v.minValue(0, 'expected a price of 0 or more'))
const paragraphs = v.pipe(v.array(text, 'expected a list of paragraphs'), v.minLength(1, 'expected at least one paragraph'))

/**
 * A picture: a motif of the art vocabulary in the item's colour, with an optional badge and a short label. The
 * drawing is attached here, once, so every payload that carries art can be drawn without motif code.
 */
export const artSchema = v.pipe(
  v.strictObject({
    motif: v.picklist(
      motifNames,
      (issue) =>
        `${JSON.stringify(issue.input)} is not a motif of the art vocabulary (brand/art/motifs.ts; \`npm run art-sheet\` draws them all)`,
    ),
    color,
    badge: v.optional(v.picklist(badgeNames, `expected one of ${badgeNames.join(', ')}`)),
    label: v.optional(v.pipe(text, v.maxLength(4, 'expected a label of at most 4 characters, like "12" or "$50"'))),
  }),
  v.transform((art) => ({ color: art.color, ...drawArt(art) })),
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
  /** How this product is handed over, where it differs from its brand's fulfilment kind: "digital" for a good sent
   *  by email (a pass, a membership, a report), which asks no address. */
  fulfilment: v.optional(fulfilmentKind),
  ...productHandover,
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

/** A top-level field with the text editors show for it (the brand JSON Schema's "description"). */
const field = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description))

export const brandSchema = v.strictObject({
  $schema: field(
    v.optional(v.string('expected the path or URL of the brand JSON Schema')),
    'Where editors find this schema: "../brand/brand.schema.json". Not used by the site.',
  ),
  prefix: field(
    v.pipe(text, v.regex(/^[A-Za-z0-9-]+$/, 'expected a URL prefix of letters, digits and dashes')),
    'The URL prefix (/KFC/…): the file name without .json.',
  ),
  name: field(text, 'The display name, in the header, titles and copy ("{brand}").'),
  shortName: field(
    v.optional(v.pipe(text, v.maxLength(16, 'expected a short name of at most 16 characters'))),
    'A shorter mark the phone header shows instead of the name, for a name too long for two lines there: "HGV".',
  ),
  industry: field(text, 'What the partner does, shown in the directory and where chrome.strip.text is "industry".'),
  tagline: field(text, 'One line under the name: the home page title and chrome.tagline.'),
  heroArt: field(
    artSchema,
    "The picture of the home page's hero: what the brand is known for (KFC's bucket of chicken): { motif, color, badge?, label? }.",
  ),
  currency: v.picklist(['USD', 'EUR', 'GBP'], 'expected USD, EUR or GBP'),
  locale: field(
    localeSchema,
    'The locale (BCP 47) its words are spelled and its times written in: "en-US" ("color", "8 AM–12 PM").',
  ),
  layout: field(
    text,
    "The layout: the brand prefix (the shared frame drawing this brand's chrome, or its layouts/<prefix>/ one-off), or a shared layout.",
  ),
  sectionLayouts: field(
    v.optional(v.record(text, text)),
    'Sections rendered in a shared layout instead of the brand\'s own: { "shop": "shop" }.',
  ),
  theme: field(themeSchema, 'Colours and fonts, stated once; text must reach 4.5:1 on its background (npm run check-brands).'),
  chrome: field(
    v.optional(chromeSchema, {}),
    'The header, navigation, footer and hero variants of the shared frame; a field left out takes its default.',
  ),
  pages: field(
    v.pipe(v.array(v.string('expected a page path')), v.minLength(1, 'expected at least the brand root ""')),
    'The pages, by path below the prefix: "" (home), "account", "shop/cart", … (brand/pageKinds.ts).',
  ),
  fulfilment: field(
    v.optional(fulfilmentSchema),
    'How orders are handed over: { "kind": "shipping" } or pickup-or-delivery, rental, sailing, appointment, in-store, application, with the options the kind takes (locations, payNowDiscount, cabins, departureDays, timeWindows, extras, pickupReady, deliveryTime). Required with shop pages.',
  ),
  products: field(
    v.optional(v.array(productSchema), []),
    'The catalog: at least 8 products for a brand with shop pages; "shop/products/:slug" in pages gives each a page.',
  ),
  landingPages: field(
    v.optional(v.array(landingPageSchema), []),
    'Campaign pages: "shop/landing/:slug" in pages gives each entry a page.',
  ),
  resorts: field(v.optional(v.array(resortSchema), []), 'Resorts: "resorts/:slug" in pages gives each entry a page.'),
  articles: field(v.optional(v.array(articleSchema), []), 'Articles, listed in pages as "articles/<slug>".'),
  copy: field(
    v.optional(v.record(text, copySchema), {}),
    'Heading and introduction per feature (home, account, sms, …); features without one use the shared default.',
  ),
  pageLabels: field(
    v.optional(v.record(text, v.pipe(text, v.maxLength(60, 'expected a label of at most 60 characters'))), {}),
    'What the home page\'s Explore list calls a page, by its key in pages, where the shared wording does not fit: { "petfinder": "Shop food and treats" }.',
  ),
  faq: field(v.optional(v.array(v.strictObject({ question: text, answer: text })), []), 'Questions and answers.'),
  locations: field(
    v.optional(locationsSchema),
    'Where customers meet the brand (rental counters, stores, ports): { intro, places: [{ slug, name, address, hours }] }. The assistant answers "where" and "when are you open" from them; a journey step can ask for one.',
  ),
  journey: field(
    v.optional(journeySchema),
    'Steps of the guided journey asked before the shared ones (required with "journey/start"): { steps: [{ id, title, intro, fields }] }, fields of kind "location" (one of locations.places), "date" ("after" another date field) or "choice" ({ label, options, multiple? }).',
  ),
  help: field(
    v.optional(helpSchema),
    'What a customer-service request can be about (required with "service"): { topics: [{ label, aboutProduct?, asks? }] }; asks: fields of kind "date" or "choice" the topic asks before the message.',
  ),
  middleware: field(
    v.optional(
      v.record(
        text,
        v.array(v.picklist(routeMiddlewareNames, `expected a route middleware: ${routeMiddlewareNames.join(', ')}`)),
      ),
      {},
    ),
    'Route middleware per page, run in the browser before the page renders: { "shop/checkout": ["auth"] }.',
  ),
  redirects: field(
    v.optional(v.record(text, v.string()), {}),
    'Old paths below the prefix that now live elsewhere: { "menu": "shop" } sends /KFC/menu to /KFC/shop.',
  ),
})

export type BrandInput = v.InferInput<typeof brandSchema>
export type Brand = v.InferOutput<typeof brandSchema>
export type Product = v.InferOutput<typeof productSchema>
/** A product without its picture: what pages that price or report products but never draw them carry. */
export type ProductFacts = Omit<Product, 'art'>
export type LandingPage = v.InferOutput<typeof landingPageSchema>
export type Resort = v.InferOutput<typeof resortSchema>
export type Article = v.InferOutput<typeof articleSchema>
export type Theme = v.InferOutput<typeof themeSchema>
export type { Chrome } from './chrome.ts'
export type Art = v.InferOutput<typeof artSchema>
export type { HelpTopic } from './helpSchema.ts'
export type { ChoiceFieldData, JourneyStepData } from './journeySchema.ts'
export type { Locations } from './visitSchema.ts'
