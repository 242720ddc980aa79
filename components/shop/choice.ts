// What a visitor chose for a booked item before it entered the cart: a rental's place and dates, a sailing, a service
// visit. Kept on the cart line, checked when the cart is read back, and described in the cart, at checkout and on the
// confirmation: there the descriptions are imported on demand (summaryLine.ts), as only carts with a booking show
// them. Dates are plain calendar values ("2026-03-13", "2026-03-13T10:00"), read as UTC so that a day is
// always 24 hours and the server and every visitor's clock agree on the count.
import type { BookingKind } from '../../brand/productKind.ts'
import { formatTime, formatTimeWindow } from '../../lib/formatTime.ts'
import type { Choice } from './choiceShape.ts'
import { rentalDays } from './totals.ts'
import { plural } from './units.ts'

export type { AppointmentChoice, Choice, RentalChoice, SailingChoice } from './choiceShape.ts'

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

/** "Fri, Mar 13, 2026 at 10 AM" for "2026-03-13T10:00", the time in the brand's locale. */
export function formatDayAndTime(value: string, locale: string): string {
  return `${formatDay(value)} at ${formatTime(value.slice(11, 16), locale)}`
}

/** One line saying what was chosen, as the cart and the order show it; times in the brand's locale. */
export function describeChoice(choice: Choice, locale: string): string {
  switch (choice.kind) {
    case 'rental':
      return `${choice.location}: ${formatDayAndTime(choice.pickup, locale)} to ${formatDayAndTime(choice.return, locale)} (${plural(rentalDays(choice), 'day')})`
    case 'sailing':
      return `Sails ${formatDay(choice.date)}, ${choice.cabin} cabin, ${plural(choice.guests, 'guest')}`
    case 'appointment':
      return `Visit ${formatDay(choice.date)}, arriving ${formatTimeWindow(choice.window, locale)}`
  }
}

/** What a booking kind's item waits on, for "choose … first". */
export const bookingNoun: Record<BookingKind, string> = { rental: 'a rental', sailing: 'a sailing', appointment: 'a visit' }
