// What a brand's account calls the things a visitor sends it, from how the brand hands them over: a bank takes
// applications, a rental company reservations, a cruise line or a services marketplace bookings, a shop orders.
// Chosen at build time, so the page carries only its brand's words.
import type { FulfilmentKind } from '../../components/page/build/pageData.ts'

export interface AccountWords {
  /** The heading of the list ("Your applications"). */
  list: string
  /** One of them, as the table's first column names it ("Application"). */
  item: string
  /** When it was sent, as the table's date column names it ("Submitted"). */
  sent: string
  /** A sent one's status ("Submitted"); a booking a specialist still has to confirm is "Requested" whatever the kind. */
  done: string
  /** An application is not bought: the list names what was applied for and what, if anything, was charged beside
   *  it (a gift card in the same cart), never a count of items or a $0.00 total. */
  applied?: true
}

const byKind: Partial<Record<FulfilmentKind, AccountWords>> = {
  application: { list: 'Your applications', item: 'Application', sent: 'Submitted', done: 'Submitted', applied: true },
  rental: { list: 'Your reservations', item: 'Reservation', sent: 'Made', done: 'Reserved' },
  sailing: { list: 'Your bookings', item: 'Booking', sent: 'Made', done: 'Booked' },
  appointment: { list: 'Your bookings', item: 'Booking', sent: 'Made', done: 'Booked' },
}

const orders: AccountWords = { list: 'Your orders', item: 'Order', sent: 'Placed', done: 'Placed' }

export function accountWords(kind: FulfilmentKind): AccountWords {
  return byKind[kind] ?? orders
}
