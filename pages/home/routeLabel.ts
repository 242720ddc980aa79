// What a visitor gets on each page of a brand, in the words of the brand home's "Explore" list: never a route or
// step name. A brand may name any page its own way (pageLabels in its data, by the page's key in "pages"); a feature
// missing here is listed under its header label. Checkout and the order's confirmation are named in the words of the
// brand's kind of fulfilment: Scan & Go delivers nothing, a rental is reserved, an application is not an order.

import { type Fulfilment, features } from '../../components/page/build/pageData.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'

const featureLabels: Record<string, string> = {
  account: 'Your account and orders',
  ai: 'Ask the assistant',
  service: 'Get help from customer service',
  sms: 'Sign up for text alerts',
  form: 'Ask an advisor for information',
  review: 'Rate your experience',
  journey: 'See how getting started works',
  addons: 'Choose optional extras',
  resorts: 'Browse the resorts',
  wifi: 'Connect to guest Wi-Fi',
  catalogRequest: 'Request a free catalog',
  scan: 'Scan items as you shop',
  catalog: 'Browse the full range',
  confirmItem: 'Choose an item’s options',
  cart: 'Your cart',
  foodfinder: 'Find the right food for your pet',
}

/** The pages of a feature's steps, by feature and step. */
const stepLabels: Record<string, string> = {
  'journey/start': 'Get started, step by step',
  'wifi/login': 'Sign in to guest Wi-Fi',
  'foodfinder/oneFive': 'Food finder: your pet’s age',
  'foodfinder/two': 'Food finder: your pet’s size',
  'foodfinder/three': 'Food finder: how active your pet is',
  'foodfinder/four': 'Food finder: health needs',
  'foodfinder/confirm': 'Food finder: check your answers',
  'foodfinder/result': 'Food finder: the food we recommend',
  'foodfinder/saveResult': 'Food finder: save your recommendation',
}

/** Checkout and the confirmation, per kind of fulfilment. */
const orderLabels: Record<Fulfilment['kind'], { checkout: string; confirmOrder: string }> = {
  shipping: { checkout: 'Checkout: delivery and payment', confirmOrder: 'Your order confirmation' },
  'pickup-or-delivery': { checkout: 'Checkout: pickup or delivery', confirmOrder: 'Your order confirmation' },
  rental: { checkout: 'Reserve: driver and payment', confirmOrder: 'Your reservation' },
  sailing: { checkout: 'Book: lead guest and payment', confirmOrder: 'Your booking' },
  appointment: { checkout: 'Book the visit: address and payment', confirmOrder: 'Your booked visit' },
  'in-store': { checkout: 'Pay and get your exit pass', confirmOrder: 'Your receipt and exit pass' },
  application: { checkout: 'Apply: your details', confirmOrder: 'Your application' },
}

/** The home hero's way in, by what the brand offers: "Shop now" would be wrong for a rental or an application. */
const startLabels: Record<Fulfilment['kind'], string> = {
  shipping: 'Shop now',
  'pickup-or-delivery': 'Order now',
  rental: 'Find a car',
  sailing: 'Find a cruise',
  appointment: 'Book a service',
  'in-store': 'Start shopping',
  application: 'Explore and apply',
}

/** The hero button's words: the kind's where the brand sells from its range, else "Explore" (its offers). */
export function startLabel(kind: Fulfilment['kind'], sells: boolean): string {
  return sells ? startLabels[kind] : 'Explore'
}

/** The Explore list's name for a page; `own` is the brand's label for it, if any, and `kind` how it fulfils orders. */
export function routeLabel(route: RouteEntry, own?: string, kind: Fulfilment['kind'] = 'shipping'): string {
  if (own) return own
  if (route.feature === 'checkout' || route.feature === 'confirmOrder') return orderLabels[kind][route.feature]
  const step = route.step && stepLabels[`${route.feature}/${route.step}`]
  return step || featureLabels[route.feature] || features[route.feature].label
}
