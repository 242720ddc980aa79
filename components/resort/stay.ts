// Resort stay requests (their rules are in stayValidation.ts, imported on demand): dates as native date inputs give
// them ("2025-07-14"), compared as calendar days so time zones and daylight saving never change a night count.
import { type ShapeOf, shape } from '../../lib/shape.ts'
import { storedList } from '../../lib/storedList.ts'
import type { FieldErrors } from '../forms/rules.ts'

/** The form as it starts, its fields in the order it shows them (the first invalid one gets focus). */
export const emptyStay = { checkIn: '', checkOut: '', guests: '2', name: '', email: '' }

export type StayForm = typeof emptyStay

export type StayErrors = FieldErrors<StayForm>

export const maxGuests = 12
export const maxNights = 30

const dayMs = 24 * 60 * 60 * 1000

/** "YYYY-MM-DD" → days since 1970-01-01, or undefined when it is not a real calendar date. */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return time / dayMs
}

/** The visitor's own calendar date as "YYYY-MM-DD" (what a date input means by "today"). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function addDays(value: string, days: number): string | undefined {
  const n = dayNumber(value)
  return n === undefined ? undefined : new Date((n + days) * dayMs).toISOString().slice(0, 10)
}

/** Nights between check-in and check-out, or undefined unless both are dates and check-out is later. */
export function nightsBetween(checkIn: string, checkOut: string): number | undefined {
  const from = dayNumber(checkIn)
  const to = dayNumber(checkOut)
  if (from === undefined || to === undefined || to <= from) return undefined
  return to - from
}

export function estimatedTotal(nightlyRate: number, nights: number): number {
  return Math.round(nightlyRate * nights * 100) / 100
}

export function parseGuests(value: string): number | undefined {
  const trimmed = value.trim()
  if (!/^\d{1,2}$/.test(trimmed)) return undefined
  const guests = Number(trimmed)
  return guests >= 1 && guests <= maxGuests ? guests : undefined
}

const storedStayRequest = shape.object({
  reference: shape.string(),
  requestedAt: shape.string(),
  resortId: shape.string(),
  resortName: shape.string(),
  checkIn: shape.string(),
  checkOut: shape.string(),
  nights: shape.number(),
  guests: shape.number(),
  estimatedTotal: shape.number(),
  currency: shape.string(),
})

export type StoredStayRequest = ShapeOf<typeof storedStayRequest>

/** The stay requests sent from this device, newest first. */
export const stayRequests = storedList('resort-requests', storedStayRequest)

/** "2025-07-14" → "Mon, Jul 14, 2025" (the same calendar day wherever the visitor is). */
export function formatDay(value: string): string {
  const n = dayNumber(value)
  if (n === undefined) return value
  return new Date(n * dayMs).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
