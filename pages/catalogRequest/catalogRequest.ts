// Printed-catalog request rules, the US states to choose from and the requests kept on this device.
import type { Guard } from '../../lib/stored.ts'

export interface CatalogRequestForm {
  name: string
  street: string
  city: string
  state: string
  zip: string
  email: string
  interests: string[]
}

export type CatalogRequestErrors = Partial<Record<keyof CatalogRequestForm, string>>

export const catalogRequestFields = ['name', 'street', 'city', 'state', 'zip', 'email', 'interests'] as const

export const emptyCatalogRequest: CatalogRequestForm = {
  name: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  interests: [],
}

/** The 50 states and DC, by USPS code. */
export const usStates: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** "04032", "04032-1234" or "040321234" → "04032" / "04032-1234"; anything else → undefined. */
export function normalizeZip(input: string): string | undefined {
  const match = /^(\d{5})(?:[\s-]?(\d{4}))?$/.exec(input.trim())
  if (!match) return undefined
  return match[2] ? `${match[1]}-${match[2]}` : match[1]
}

export function validateCatalogRequest(form: CatalogRequestForm, interests: readonly string[]): CatalogRequestErrors {
  const errors: CatalogRequestErrors = {}
  if (form.name.trim().length < 2) errors.name = 'Enter the name to address the catalog to.'
  if (form.street.trim().length < 4) errors.street = 'Enter the street address, like 15 Main Street.'
  if (form.city.trim().length < 2) errors.city = 'Enter the town or city.'
  if (!usStates.some(([code]) => code === form.state)) errors.state = 'Choose the state.'
  if (!normalizeZip(form.zip)) errors.zip = 'Enter a 5-digit ZIP code, or ZIP+4 like 04032-1234.'
  if (form.email.trim() && !emailPattern.test(form.email.trim())) {
    errors.email = 'Enter an email address like name@example.com, or leave it empty.'
  }
  if (form.interests.some((i) => !interests.includes(i))) errors.interests = 'Choose your interests from the list.'
  return errors
}

/** Catalogs arrive two to three weeks after the request. */
export function deliveryWindow(requestedAt: Date): { from: Date; to: Date } {
  const day = 24 * 60 * 60 * 1000
  return { from: new Date(requestedAt.getTime() + 14 * day), to: new Date(requestedAt.getTime() + 21 * day) }
}

export function formatDeliveryWindow(requestedAt: Date): string {
  const { from, to } = deliveryWindow(requestedAt)
  const format = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
  return `between ${format(from)} and ${format(to)}`
}

export interface StoredCatalogRequest {
  reference: string
  requestedAt: string
  name: string
  /** One line: "15 Main Street, Freeport, ME 04032". */
  address: string
  interests: string[]
}

export function catalogRequestsKey(scope: string): string {
  return `storefront:${scope}:catalog-requests`
}

export const isCatalogRequestList: Guard<StoredCatalogRequest[]> = (value): value is StoredCatalogRequest[] =>
  Array.isArray(value) &&
  value.every(
    (r) =>
      typeof r?.reference === 'string' &&
      typeof r.requestedAt === 'string' &&
      typeof r.name === 'string' &&
      typeof r.address === 'string' &&
      Array.isArray(r.interests) &&
      r.interests.every((i: unknown) => typeof i === 'string'),
  )
