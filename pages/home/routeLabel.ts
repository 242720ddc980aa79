// What a visitor gets on each page of a brand, in the words of the brand home's "Explore" list: never a route or
// step name, and only pages a visitor would open from there (a flow's entry, not its steps, its checkout or its
// confirmation). A brand may name any page its own way (pageLabels in its data, by the page's key in "pages"); a
// feature missing here is listed under its header label. The account is named in the words of the brand's kind of
// fulfilment: a rental is reserved, an application is not an order.

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
  cart: 'Your cart',
  foodfinder: 'Find the right food for your pet',
  // A journey without an overview page, entered at its first step.
  'journey/start': 'Get started, step by step',
}

/** The account, in the words of what the brand's visitors send it (nothing, where it takes no orders). */
const accountLabels: Record<Fulfilment['kind'], string> = {
  shipping: 'Your account and orders',
  'pickup-or-delivery': 'Your account and orders',
  rental: 'Your account and reservations',
  sailing: 'Your account and bookings',
  appointment: 'Your account and bookings',
  'in-store': 'Your account and orders',
  application: 'Your account and applications',
}

/** Pages a visitor reaches only in the middle of something: choosing an item's options (which item?), the checkout
 *  (of which cart?), an order's confirmation (of which order?). */
const midFlowFeatures = new Set(['confirmItem', 'checkout', 'confirmOrder'])

/** Whether the home page's Explore list links to a page of the brand (`brandRoutes`: all of them): a flow's entry
 *  (its overview, or its first step where it has none), not a step inside it (a food finder question, the Wi-Fi
 *  sign-in after its terms, a journey's steps after its overview) nor a page that shows what a flow chose. */
export function isExplorable(route: RouteEntry, brandRoutes: readonly RouteEntry[]): boolean {
  if (midFlowFeatures.has(route.feature)) return false
  if (route.step === undefined) return true
  return route.step === 'start' && !brandRoutes.some((r) => r.feature === route.feature && r.step === undefined)
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

/** The Explore list's name for a page; `own` is the brand's label for it, if any, `kind` how it fulfils orders and
 *  `takesOrders` whether it has a cart at all. */
export function routeLabel(route: RouteEntry, own?: string, kind: Fulfilment['kind'] = 'shipping', takesOrders = true): string {
  if (own) return own
  if (route.feature === 'account') return takesOrders ? accountLabels[kind] : 'Your account'
  const entry = route.step && featureLabels[`${route.feature}/${route.step}`]
  return entry || featureLabels[route.feature] || features[route.feature].label
}
