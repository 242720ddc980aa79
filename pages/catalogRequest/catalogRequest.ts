// The printed-catalog request form (its rules are in catalogRequestValidation.ts), the US states to choose from and the
// requests kept on this device.
import type { FieldErrors } from '../../components/forms/index.ts'
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'

export interface CatalogRequestForm {
  name: string
  street: string
  city: string
  state: string
  zip: string
  email: string
  interests: string[]
}

export type CatalogRequestErrors = FieldErrors<CatalogRequestForm>

/** The form as it starts, its fields in the order it shows them (the first invalid one gets focus). */
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

const storedCatalogRequest = shape.object({
  reference: shape.string(),
  requestedAt: shape.string(),
  name: shape.string(),
  /** One line: "15 Main Street, Freeport, ME 04032". */
  address: shape.string(),
  interests: shape.array(shape.string()),
})

export type StoredCatalogRequest = ShapeOf<typeof storedCatalogRequest>

/** The catalog requests sent from this device, newest first. */
export const catalogRequests = storedList('catalog-requests', storedCatalogRequest)
