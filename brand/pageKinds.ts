// The vocabulary brand files are written in: which feature (a folder under pages/) serves each page a brand may
// list, by its path below the brand prefix ("shop/cart", "products/confirmItem", …), and each feature's default
// copy and place in the header. This table is the one place outside pages/<feature>/ that knows a feature, so
// adding a brand never adds page code, and adding a feature touches only its folder, this file and a brand file.
import type { Brand } from './brandSchema.ts'
import { mainShopSection } from './shopLinks.ts'

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

export interface FeatureEntry {
  /** The default heading and introduction of the feature's pages; "{brand}" becomes the brand's display name. */
  heading: string
  intro: string
  /** The feature's name in the header and in the brand home's list of pages. */
  label: string
  /**
   * The pages that may carry the feature's header link, first listed by the brand wins ("" is the brand root).
   * Features without one have no header link; the header lists links in the order of this table.
   */
  nav?: readonly string[] | ((brand: Brand) => readonly string[])
}

/** Every feature's copy and header link. A brand's `copy` replaces the heading and introduction of its pages. */
export const features: Record<RouteFeature, FeatureEntry> = {
  home: { heading: 'Welcome to {brand}', intro: 'Explore what {brand} has to offer.', label: 'Home', nav: [''] },
  catalog: {
    heading: 'Shop {brand}',
    intro: 'Browse the full range and pick what suits you.',
    label: 'Shop',
    nav: ['shop', 'products', 'petfinder'],
  },
  scan: {
    heading: 'Scan & Go',
    intro: 'Scan items as you shop, then pay on your phone and skip the checkout line.',
    label: 'Scan & Go',
    nav: ['scan'],
  },
  resorts: { heading: 'Our resorts', intro: 'Find your next getaway among our resorts.', label: 'Resorts', nav: ['resorts'] },
  foodfinder: {
    heading: 'Food finder',
    intro: 'Answer a few questions about your pet and we will recommend the right food.',
    label: 'Food finder',
    nav: ['foodfinder'],
  },
  journey: {
    heading: 'Get started with {brand}',
    intro: 'A few quick steps to set things up the way you like them.',
    label: 'Get started',
    nav: ['journey'],
  },
  wifi: { heading: 'Guest Wi-Fi', intro: 'Connect to free Wi-Fi while you are with us.', label: 'Wi-Fi', nav: ['wifi'] },
  catalogRequest: {
    heading: 'Request a free catalog',
    intro: 'Get the latest {brand} catalog delivered to your door.',
    label: 'Free catalog',
    nav: ['catalog/request'],
  },
  ai: {
    heading: '{brand} assistant',
    intro: 'Ask a question about our products and services and get an answer straight away.',
    label: 'Assistant',
    nav: ['ai'],
  },
  service: {
    heading: 'Customer service',
    intro: 'Tell us what you need and we will open a case and get back to you.',
    label: 'Help',
    nav: ['service'],
  },
  sms: {
    heading: 'Text alerts from {brand}',
    intro: 'Get order updates and offers by SMS. Enter your phone number and confirm it with a one-time code.',
    label: 'Text alerts',
    nav: ['sms'],
  },
  account: {
    heading: 'Your {brand} account',
    intro: 'Sign in with your email or phone to see your profile and your orders.',
    label: 'Account',
    nav: ['account', 'shop/account'],
  },
  cart: {
    heading: 'Your cart',
    intro: 'Review your items, change quantities, then head to checkout.',
    label: 'Cart',
    nav: (brand) => {
      const section = mainShopSection(brand)
      return section ? [`${section}/cart`] : []
    },
  },
  directory: {
    heading: 'Partner demo directory',
    intro:
      'Every branded customer journey in one place. Pick a partner to walk through its storefront, sign-in and messaging flows.',
    label: 'All demos',
  },
  form: { heading: 'Request information', intro: 'Tell us about yourself and an advisor will contact you.', label: 'Inquire' },
  review: {
    heading: 'Leave a review',
    intro: 'Rate your experience with {brand} and tell others what you thought.',
    label: 'Review',
  },
  product: { heading: '{brand} product', intro: 'Everything you need to know before you add it to your cart.', label: 'Product' },
  confirmItem: {
    heading: 'Confirm your item',
    intro: 'Choose the options and quantity, then add it to your cart.',
    label: 'Choose item',
  },
  checkout: {
    heading: 'Checkout',
    intro: 'Enter your contact, delivery and payment details to place your order.',
    label: 'Checkout',
  },
  confirmOrder: { heading: 'Order confirmed', intro: 'Thank you for your order. Here is your summary.', label: 'Order' },
  addons: { heading: 'Add-ons', intro: 'Make your trip easier with optional extras.', label: 'Add-ons' },
  article: {
    heading: '{brand} guide',
    intro: 'Independent advice from our experts.',
    label: 'Articles',
    // The header links to the first article the brand lists; each article links to the others.
    nav: (brand) => brand.pages.filter((p) => p.startsWith(articlePagePrefix)).slice(0, 1),
  },
  resort: { heading: 'Resort', intro: 'Plan your stay.', label: 'Resort' },
  landing: { heading: '{brand} offers', intro: 'This season’s offers.', label: 'Offers' },
}

export function fillBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName)
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

/** The kind of a fixed page key; a key named like an object member ("constructor") is simply not one. */
export function staticPageKind(page: string): PageKind | undefined {
  return Object.hasOwn(staticPageKinds, page) ? staticPageKinds[page] : undefined
}

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

/** What a page key a brand lists is: a fixed page, a catch-all pattern (expanded per slug), or an article. */
export function listedPageKind(page: string): PageKind | DynamicPageKind | undefined {
  return (
    staticPageKind(page) ??
    dynamicPageKinds.find((d) => d.pattern === page) ??
    (page.startsWith(articlePagePrefix) ? { feature: 'article' } : undefined)
  )
}

/** The page patterns a brand may list, for error messages. */
export function knownPagePatterns(): string[] {
  return [
    ...Object.keys(staticPageKinds).map((k) => (k === '' ? '"" (the brand root)' : k)),
    ...dynamicPageKinds.map((d) => d.pattern),
    `${articlePagePrefix}<article slug>`,
  ]
}
