// How a partner hands over what it sells: the kinds of fulfilment a brand (or one product) names in its data, and
// the options each kind takes with their defaults. "digital" is a good sent by email (a pass, a membership, a report):
// a product marks it with `"fulfilment": "digital"`, and nothing of it ships. Pages carry the resolved options (`Fulfilment`), so the browser
// needs no defaults of its own; the shop kit prices and the checkout asks by kind.

export const fulfilmentKinds = [
  'shipping',
  'pickup-or-delivery',
  'rental',
  'sailing',
  'appointment',
  'in-store',
  'application',
  'digital',
] as const

export type FulfilmentKind = (typeof fulfilmentKinds)[number]

/** The kinds a whole brand can hand over by: a digital good is named per product, beside what the brand ships. */
export const brandKinds = fulfilmentKinds.filter((k): k is BrandKind => k !== 'digital')
export type BrandKind = Exclude<FulfilmentKind, 'digital'>

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
type Weekday = (typeof weekdays)[number]

export interface Cabin {
  name: string
  /** Added to the fare of each guest. */
  supplement: number
}

/** A brand's fulfilment with every option resolved: what pages that choose, price or confirm carry. */
export interface Fulfilment {
  kind: BrandKind
  /** Rental pickup offices; stores that hand over pickup orders. */
  locations: string[]
  /** Share taken off a rental paid at checkout instead of at the counter (0.1: 10%); 0: paying now saves nothing. */
  payNowDiscount: number
  cabins: Cabin[]
  /** The weekdays ships leave on, and how many weeks ahead sailings can be booked. */
  departureDays: Weekday[]
  weeksAhead: number
  maxGuests: number
  /** The arrival windows of a service visit, "08:00-12:00" (shown in the brand's locale, lib/formatTime.ts). */
  timeWindows: string[]
  /** Categories whose products join the booking in the cart (a car's extras, a cruise's excursions) instead of
   *  asking for dates of their own. */
  extras: string[]
  /** When a pickup order is ready, and a delivered one arrives, as the business says it: "in about 20 minutes". */
  pickupReady: string
  deliveryTime: string
}

/** What a kind asks for when the brand's data leaves an option out. */
const fulfilmentDefaults: Omit<Fulfilment, 'kind'> = {
  locations: ['Main store'],
  payNowDiscount: 0,
  cabins: [
    { name: 'Interior', supplement: 0 },
    { name: 'Ocean View', supplement: 0 },
    { name: 'Balcony', supplement: 0 },
    { name: 'Suite', supplement: 0 },
  ],
  departureDays: ['Saturday'],
  weeksAhead: 12,
  maxGuests: 4,
  timeWindows: ['08:00-12:00', '12:00-16:00', '16:00-20:00'],
  extras: [],
  pickupReady: 'in about 20 minutes',
  deliveryTime: 'in about 45 minutes',
}

/** A brand's fulfilment as its data states it: the kind, and any options it sets. */
type FulfilmentData = { kind: BrandKind } & { [K in keyof Omit<Fulfilment, 'kind'>]?: Fulfilment[K] | undefined }

/** Every option the brand leaves out takes its kind's default; a brand without fulfilment data ships. */
export function resolveFulfilment(data: FulfilmentData | undefined): Fulfilment {
  const stated = Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== undefined))
  return { ...fulfilmentDefaults, kind: 'shipping', ...stated }
}
