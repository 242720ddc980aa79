// Rules that relate one part of a brand file to another. Each problem names the field path and what was expected,
// so a maintainer can fix the file without reading code. Rules about correctness (pages, slugs, references,
// layouts, redirects, readable contrast, shipped fonts) refuse the brand; rules about looks (lookWarnings: distinct
// pictures) only warn.
import { boundedItems, examplesShown } from '../../lib/boundedReport.ts'
import { minimumDistinctShare, pictureReport, tooFewDistinct } from '../art/distinctPictures.ts'
import type { Brand } from '../brandSchema.ts'
import { brandKinds } from '../fulfilment.ts'
import {
  articlePagePrefix,
  dynamicPageKinds,
  type Feature,
  knownPagePatterns,
  listedPageKind,
  staticPageKinds,
} from '../pageKinds.ts'
import { isBookingKind } from '../productKind.ts'
import { contrastRatio, derivedColours } from '../readableColor.ts'
import { visitProblems } from './checkVisit.ts'
import { webFontFile } from './webFontFiles.ts'

export interface BrandProblem {
  field: string
  message: string
}

/** Features that sell from the catalog; a brand with any of them needs a real assortment. */
const sellingFeatures = new Set<Feature>([
  'catalog',
  'product',
  'confirmItem',
  'cart',
  'checkout',
  'confirmOrder',
  'addons',
  'scan',
])
export const minimumProducts = 8

const allFeatures = new Set<string>([
  ...Object.values(staticPageKinds).map((k) => k.feature),
  ...dynamicPageKinds.map((k) => k.feature),
  'article',
])

export function checkBrand(brand: Brand, knownLayouts: readonly string[]): BrandProblem[] {
  const problems: BrandProblem[] = []
  const problem = (field: string, message: string) => problems.push({ field, message })

  const features = new Set<Feature>()
  const seenPages = new Set<string>()
  brand.pages.forEach((page, i) => {
    const field = `pages[${i}]`
    if (seenPages.has(page)) problem(field, `"${page}" is listed twice`)
    seenPages.add(page)
    const kind = listedPageKind(page)
    if (!kind) {
      problem(field, `unknown page "${page}"; expected one of: ${knownPagePatterns().join(', ')}`)
      return
    }
    features.add(kind.feature)
    if ('pattern' in kind && brand[kind.source].length === 0)
      problem(field, `"${page}" needs at least one entry in "${kind.source}"`)
    const articleSlug = page.slice(articlePagePrefix.length)
    if (kind.feature === 'article' && !brand.articles.some((a) => a.slug === articleSlug))
      problem(field, `"${page}" needs an entry in "articles" with slug "${articleSlug}"`)
  })
  if (!seenPages.has('')) problem('pages', 'expected the brand root "" among the pages')
  if (features.has('resorts') && brand.resorts.length === 0) problem('resorts', 'the "resorts" page needs at least one resort')

  const sells = [...features].some((f) => sellingFeatures.has(f))
  if (sells && brand.products.length < minimumProducts) {
    problem('products', `a brand with shop pages needs at least ${minimumProducts} products, found ${brand.products.length}`)
  }

  if (sells) for (const p of fulfilmentProblems(brand)) problem(p.field, p.message)

  checkUnique(brand.products, 'products', problem)
  checkUnique(brand.landingPages, 'landingPages', problem)
  checkUnique(brand.resorts, 'resorts', problem)
  checkUnique(brand.articles, 'articles', problem)

  const productSlugs = new Set(brand.products.map((p) => p.slug))
  for (const [listName, list] of [
    ['landingPages', brand.landingPages],
    ['articles', brand.articles],
  ] as const) {
    list.forEach((entry, i) => {
      entry.productSlugs.forEach((s, j) => {
        if (!productSlugs.has(s)) problem(`${listName}[${i}].productSlugs[${j}]`, `no product with slug "${s}" in "products"`)
      })
    })
  }

  if (brand.shortName !== undefined && brand.shortName.length >= brand.name.length)
    problem('shortName', `"${brand.shortName}" is not shorter than the name "${brand.name}"; leave it out to show the name`)

  if (!knownLayouts.includes(brand.layout))
    problem('layout', `unknown layout "${brand.layout}"; expected one of: ${knownLayouts.join(', ')}`)
  for (const [section, layout] of Object.entries(brand.sectionLayouts ?? {})) {
    if (!knownLayouts.includes(layout)) problem(`sectionLayouts.${section}`, `unknown layout "${layout}"`)
    if (!brand.pages.some((p) => p === section || p.startsWith(`${section}/`))) {
      problem(`sectionLayouts.${section}`, `no page of the brand is in section "${section}"`)
    }
  }

  for (const key of Object.keys(brand.copy)) {
    if (!allFeatures.has(key)) problem(`copy.${key}`, `unknown feature "${key}"; expected one of: ${[...allFeatures].join(', ')}`)
  }

  for (const page of Object.keys(brand.pageLabels)) {
    if (!seenPages.has(page)) problem(`pageLabels.${page}`, `"${page}" is not one of the brand's pages`)
    else if ('pattern' in (listedPageKind(page) ?? {}))
      problem(`pageLabels.${page}`, `"${page}" is not in the home page's Explore list (its fixed pages and articles are)`)
  }

  for (const page of Object.keys(brand.middleware)) {
    if (!seenPages.has(page)) problem(`middleware.${page}`, `"${page}" is not one of the brand's pages`)
  }

  for (const p of redirectProblems(brand, seenPages)) problem(p.field, p.message)
  for (const p of visitProblems(brand)) problem(p.field, p.message)

  for (const p of contrastProblems(brand)) problem(p.field, p.message)
  for (const role of ['heading', 'body'] as const) {
    const face = brand.theme.fonts?.[role]
    if (face && !webFontFile(face))
      problem(
        `theme.fonts.${role}.weight`,
        `${face.family} is not shipped in weight ${face.weight} (no Latin woff2 in its package)`,
      )
  }
  return problems
}

/** A brand that sells names how it hands orders over; its extras name categories its catalog has. */
function fulfilmentProblems(brand: Brand): BrandProblem[] {
  const { fulfilment } = brand
  if (!fulfilment)
    return [
      {
        field: 'fulfilment',
        message: `a brand with shop pages names how orders are handed over: { "kind": … } with one of ${brandKinds.join(', ')}`,
      },
    ]
  const problems: BrandProblem[] = []
  const categories = new Set(brand.products.map((p) => p.category))
  fulfilment.extras?.forEach((category, i) => {
    if (!categories.has(category))
      problems.push({ field: `fulfilment.extras[${i}]`, message: `no product in category "${category}"` })
  })
  if (fulfilment.extras && !isBookingKind(fulfilment.kind))
    problems.push({ field: 'fulfilment.extras', message: `extras join a booking: "${fulfilment.kind}" has none` })
  return problems
}

/** A redirect source: path segments of letters, digits and `._~-`, each starting with a letter or digit, so no
 *  `.`, `..`, empty segment, escape or separator can make it name a folder outside the brand's own. */
const redirectSource = /^[A-Za-z0-9][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9][A-Za-z0-9._~-]*)*$/

/**
 * Redirects are written as pages of their own under the brand's prefix, and URLs match without regard to case: a
 * source must be a plain path, must not be (in any casing) a page of the brand or a second redirect, and must lead
 * to a page of the brand. Targets are pages, never other redirects, so no chain and no loop is possible.
 */
function redirectProblems(brand: Brand, pages: ReadonlySet<string>): BrandProblem[] {
  const problems: BrandProblem[] = []
  const taken = new Set([...pages].map((p) => p.toLowerCase()))
  for (const kind of dynamicPageKinds) {
    if (!pages.has(kind.pattern)) continue
    for (const entry of brand[kind.source]) taken.add(`${kind.base}/${entry.slug}`.toLowerCase())
  }
  const sources = new Set<string>()
  for (const [from, to] of Object.entries(brand.redirects)) {
    const field = `redirects.${from}`
    if (!redirectSource.test(from)) {
      problems.push({
        field: `redirects[${JSON.stringify(from)}]`,
        message: `"${from}" is not a path below the brand: expected segments of letters, digits, ".", "_", "~" or "-", each starting with a letter or digit, separated by single "/" (no ".", "..", empty segment or trailing "/")`,
      })
      continue
    }
    const key = from.toLowerCase()
    if (taken.has(key))
      problems.push({
        field,
        message: `"${from}" is a page of the brand (URLs match in any casing); a redirect would replace it`,
      })
    else if (sources.has(key)) problems.push({ field, message: `"${from}" is already redirected (URLs match in any casing)` })
    sources.add(key)
    if (!pages.has(to)) problems.push({ field, message: `target "${to}" is not one of the brand's pages` })
  }
  return problems
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5

type ThemeColour = 'primary' | 'onPrimary' | 'accent' | 'background' | 'surface' | 'text' | 'muted'

/** Text and the background it is set on, as every layout uses them. A colour is stated once, in the data: a pair that
 *  does not read is fixed there, never patched in CSS. */
const textPairs: [text: ThemeColour, on: ThemeColour, where: string][] = [
  ['onPrimary', 'primary', 'header, buttons and hero on the brand colour'],
  ['text', 'background', 'page text'],
  ['text', 'surface', 'text on cards and panels'],
  ['muted', 'background', 'secondary text on the page'],
  ['muted', 'surface', 'secondary text on cards and panels'],
]

function contrastProblems(brand: Brand): BrandProblem[] {
  const { theme, chrome } = brand
  const problems: BrandProblem[] = textPairs.flatMap(([text, on, where]) => {
    const ratio = contrastRatio(theme[text], theme[on])
    if (ratio >= minimumContrast) return []
    return [
      {
        field: `theme.${text}`,
        message: `"${theme[text]}" on theme.${on} "${theme[on]}" has a contrast of ${ratio.toFixed(2)}:1 (${where}); expected at least ${minimumContrast}:1`,
      },
    ]
  })
  // Pairs only some chrome variants use. Text on the accent is whichever theme colour reads best on it.
  const { onAccent, error } = derivedColours(theme)
  const onAccentRatio = contrastRatio(onAccent, theme.accent)
  const accentBackgrounds: [field: string, what: string][] = [
    ...(chrome.tone === 'accent' ? [['chrome.tone', 'the header'] as [string, string]] : []),
    ...(chrome.strip?.tone === 'accent' ? [['chrome.strip.tone', 'the strip'] as [string, string]] : []),
    ...(chrome.footer === 'accent' ? [['chrome.footer', 'the footer'] as [string, string]] : []),
    ...(chrome.hero === 'accent' ? [['chrome.hero', 'the hero'] as [string, string]] : []),
    ...(chrome.nav === 'capsule' || (chrome.tone === 'primary' && ['pills', 'chips', 'outlined'].includes(chrome.nav))
      ? [['chrome.nav', 'the current page in the navigation'] as [string, string]]
      : []),
  ]
  if (onAccentRatio < minimumContrast) {
    for (const [field, what] of accentBackgrounds) {
      problems.push({
        field,
        message: `sets ${what} on theme.accent "${theme.accent}", where no theme colour reads (best "${onAccent}", ${onAccentRatio.toFixed(2)}:1); expected at least ${minimumContrast}:1`,
      })
    }
  }
  const pair = (field: string, what: string, text: ThemeColour, on: ThemeColour) => {
    const ratio = contrastRatio(theme[text], theme[on])
    if (ratio < minimumContrast)
      problems.push({
        field,
        message: `${what}: theme.${text} "${theme[text]}" on theme.${on} "${theme[on]}" has a contrast of ${ratio.toFixed(2)}:1; expected at least ${minimumContrast}:1`,
      })
  }
  // Error messages take the first of the site's reds that reads on the page and its cards; when none does, the theme
  // is refused. (Links need no such check: their last candidate is the text colour, checked above.)
  for (const on of ['background', 'surface'] as const) {
    const ratio = contrastRatio(error, theme[on])
    if (ratio < minimumContrast)
      problems.push({
        field: `theme.${on}`,
        message: `no colour for error messages reads on theme.${on} "${theme[on]}" (best "${error}", ${ratio.toFixed(2)}:1); expected at least ${minimumContrast}:1`,
      })
  }
  if (chrome.hero === 'gradient') pair('chrome.hero', '"gradient" runs the hero text into the accent', 'onPrimary', 'accent')
  if (chrome.nav === 'chips' && chrome.tone === 'primary')
    pair('chrome.nav', '"chips" on a primary header set brand-colour links on the surface', 'primary', 'surface')
  return problems
}

/**
 * Rules about looks: what would make the brand look better but does not make it wrong. The build goes on and says so.
 * Items of one list shown side by side (a catalog, the resorts, the campaigns) are told apart by their pictures: a
 * list where pictures repeat reads as placeholder art. Colour alone does not count (drawArt.ts pictureKey).
 */
export function lookWarnings(brand: Brand): BrandProblem[] {
  const lists = [
    ['products', brand.products],
    ['resorts', brand.resorts],
    ['landingPages', brand.landingPages],
  ] as const
  return lists.flatMap(([name, list]) => {
    const report = pictureReport(list)
    if (!tooFewDistinct(report)) return []
    // A few groups, a few items of each, and how many more: 5,000 products on 10 pictures make a line, not a megabyte.
    const groups = report.shared.slice(0, examplesShown).map((slugs) => `${boundedItems(slugs.map((s) => `"${s}"`))} share one`)
    const more = report.shared.length - groups.length
    const named = [...groups, ...(more > 0 ? [`and ${more.toLocaleString('en-US')} more groups`] : [])].join('; ')
    return [
      {
        field: name,
        message: `${report.distinct} distinct pictures for ${report.total} ${name} (${Math.floor((100 * report.distinct) / report.total)}%), expected at least ${minimumDistinctShare * 100}%: ${named}; give each its own "art" (another motif, a badge or a label)`,
      },
    ]
  })
}

function checkUnique(list: readonly { slug: string }[], name: string, problem: (field: string, message: string) => void) {
  const seen = new Set<string>()
  list.forEach((entry, i) => {
    if (seen.has(entry.slug)) problem(`${name}[${i}].slug`, `"${entry.slug}" is used twice`)
    seen.add(entry.slug)
  })
}
