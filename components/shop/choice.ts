// What a visitor chose for a booked item before it entered the cart: a rental's place and dates, a sailing, a service
// visit. Kept on the cart line, checked when the cart is read back, and described in the cart, at checkout and on the
// confirmation. Dates are plain calendar values ("2026-03-13", "2026-03-13T10:00"), read as UTC so that a day is
// always 24 hours and the server and every visitor's clock agree on the count.
import type { BookingKind } from '../../brand/fulfilment.ts'

export interface RentalChoice {
  kind: 'rental'
  location: string
  pickup: string
  return: string
}
export interface SailingChoice {
  kind: 'sailing'
  date: string
  cabin: string
  guests: number
}
export interface AppointmentChoice {
  kind: 'appointment'
  date: string
  window: string
}
export type Choice = RentalChoice | SailingChoice | AppointmentChoice

const day = /^\d{4}-\d{2}-\d{2}$/
const dayAndTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A stored choice of the expected shape (a cart line whose choice is not is dropped when the cart is read). */
export function isChoice(value: unknown): value is Choice {
  const c = value as Record<string, unknown> | null
  if (typeof c !== 'object' || c === null) return false
  if (c.kind === 'rental')
    return (
      isText(c.location) &&
      dayAndTime.test(String(c.pickup)) &&
      dayAndTime.test(String(c.return)) &&
      String(c.return) > String(c.pickup)
    )
  if (c.kind === 'sailing')
    return day.test(String(c.date)) && isText(c.cabin) && Number.isInteger(c.guests) && (c.guests as number) >= 1
  if (c.kind === 'appointment') return day.test(String(c.date)) && isText(c.window)
  return false
}

export const dayMs = 86_400_000

/** Rental days: every started 24 hours from pickup to return counts as a day, and a rental is at least one. */
export function rentalDays(choice: Pick<RentalChoice, 'pickup' | 'return'>): number {
  const ms = Date.parse(`${choice.return}:00Z`) - Date.parse(`${choice.pickup}:00Z`)
  return Math.max(1, Math.ceil(ms / dayMs))
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Fri, Mar 13, 2026" for "2026-03-13". */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
}

/** "Fri, Mar 13, 2026 at 10:00" for "2026-03-13T10:00". */
export function formatDayAndTime(value: string): string {
  return `${formatDay(value)} at ${value.slice(11, 16)}`
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** One line saying what was chosen, as the cart and the order show it. */
export function describeChoice(choice: Choice): string {
  switch (choice.kind) {
    case 'rental':
      return `${choice.location}: ${formatDayAndTime(choice.pickup)} to ${formatDayAndTime(choice.return)} (${plural(rentalDays(choice), 'day')})`
    case 'sailing':
      return `Sails ${formatDay(choice.date)}, ${choice.cabin} cabin, ${plural(choice.guests, 'guest')}`
    case 'appointment':
      return `Visit ${formatDay(choice.date)}, arriving ${choice.window}`
  }
}

/** What a booking kind's item waits on, for "choose … first". */
export const bookingNoun: Record<BookingKind, string> = { rental: 'a rental', sailing: 'a sailing', appointment: 'a visit' }
