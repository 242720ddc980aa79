// The questions a booked item asks before it enters the cart, per kind, with their rules: a rental's pickup place
// and dates, a sailing's date, cabin and guests, a service visit's date and arrival window. Each rule has one message
// saying what to enter, shown next to its field by the forms kit. `today` (the visitor's calendar date) is passed in,
// so the rules are testable.
import type { Fulfilment } from '../../brand/fulfilment.ts'
import { weekdays } from '../../brand/fulfilment.ts'
import type { BookingKind } from '../../brand/productKind.ts'
import { choiceProblem, type FieldErrors } from '../forms/rules.ts'
import type { Choice } from './choiceShape.ts'
import { dayMs, rentalDays } from './totals.ts'

export interface ChoiceForm {
  location: string
  pickupDate: string
  pickupTime: string
  returnDate: string
  returnTime: string
  sailingDate: string
  cabin: string
  guests: string
  visitDate: string
  window: string
}

export type ChoiceErrors = FieldErrors<ChoiceForm>

export const maxRentalDays = 30
export const appointmentDaysAhead = 90

/** The fields each kind asks, in the order the form shows them. */
export const choiceFields: Record<BookingKind, (keyof ChoiceForm)[]> = {
  rental: ['location', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'],
  sailing: ['sailingDate', 'cabin', 'guests'],
  appointment: ['visitDate', 'window'],
}

/** The visitor's calendar date, "2026-03-13". */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** The departures that can be booked: every departure weekday from tomorrow through `weeksAhead` weeks. */
export function sailingDates(today: string, fulfilment: Pick<Fulfilment, 'departureDays' | 'weeksAhead'>): string[] {
  const dates: string[] = []
  for (let n = 1; n <= fulfilment.weeksAhead * 7; n++) {
    const date = addDays(today, n)
    const weekday = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]
    if (weekday && fulfilment.departureDays.includes(weekday)) dates.push(date)
  }
  return dates
}

/** The form as it opens: the visitor's earlier choice of the same kind, else the kind's suggestions. */
export function formFromChoice(kind: BookingKind, fulfilment: Fulfilment, today: string, earlier?: Choice): ChoiceForm {
  const form: ChoiceForm = {
    location: fulfilment.locations[0] ?? '',
    pickupDate: addDays(today, 1),
    pickupTime: '10:00',
    returnDate: addDays(today, 4),
    returnTime: '10:00',
    sailingDate: '',
    cabin: fulfilment.cabins[0]?.name ?? '',
    guests: String(Math.min(2, fulfilment.maxGuests)),
    visitDate: '',
    window: '',
  }
  if (earlier?.kind !== kind) return form
  if (earlier.kind === 'rental') {
    const [pickupDate = '', pickupTime = ''] = earlier.pickup.split('T')
    const [returnDate = '', returnTime = ''] = earlier.return.split('T')
    return { ...form, location: earlier.location, pickupDate, pickupTime, returnDate, returnTime }
  }
  if (earlier.kind === 'sailing')
    return { ...form, sailingDate: earlier.date, cabin: earlier.cabin, guests: String(earlier.guests) }
  return { ...form, visitDate: earlier.date, window: earlier.window }
}

/** A real calendar day, "2026-03-13": Date.parse rolls "2026-02-30" over to March 2nd, so a day must read back the same. */
function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

function rentalErrors(form: ChoiceForm, fulfilment: Fulfilment, today: string): ChoiceErrors {
  const errors: ChoiceErrors = {}
  const location = choiceProblem(form.location, fulfilment.locations, 'Choose where you pick up.')
  if (location) errors.location = location
  if (!isDay(form.pickupDate)) errors.pickupDate = 'Enter the pickup date.'
  else if (form.pickupDate < today) errors.pickupDate = 'Pick up today or later.'
  else if (form.pickupDate > addDays(today, 365)) errors.pickupDate = 'Pick up within a year from today.'
  if (!isTime(form.pickupTime)) errors.pickupTime = 'Enter the pickup time.'
  if (!isDay(form.returnDate)) errors.returnDate = 'Enter the return date.'
  if (!isTime(form.returnTime)) errors.returnTime = 'Enter the return time.'
  if (Object.keys(errors).length > 0) return errors
  const pickup = `${form.pickupDate}T${form.pickupTime}`
  const back = `${form.returnDate}T${form.returnTime}`
  if (back <= pickup) errors.returnDate = 'Return after the pickup date and time.'
  else if (rentalDays({ pickup, return: back }) > maxRentalDays) errors.returnDate = `Rent for up to ${maxRentalDays} days.`
  return errors
}

function sailingErrors(form: ChoiceForm, fulfilment: Fulfilment, today: string): ChoiceErrors {
  const errors: ChoiceErrors = {}
  if (!sailingDates(today, fulfilment).includes(form.sailingDate)) errors.sailingDate = 'Choose a sailing date.'
  const cabin = choiceProblem(
    form.cabin,
    fulfilment.cabins.map((c) => c.name),
    'Choose a cabin.',
  )
  if (cabin) errors.cabin = cabin
  const guests = Number(form.guests)
  if (!Number.isInteger(guests) || guests < 1 || guests > fulfilment.maxGuests)
    errors.guests = `Choose from 1 to ${fulfilment.maxGuests} guests.`
  return errors
}

function appointmentErrors(form: ChoiceForm, fulfilment: Fulfilment, today: string): ChoiceErrors {
  const errors: ChoiceErrors = {}
  if (!isDay(form.visitDate)) errors.visitDate = 'Choose a date for the visit.'
  else if (form.visitDate <= today) errors.visitDate = 'Choose a date from tomorrow on.'
  else if (form.visitDate > addDays(today, appointmentDaysAhead))
    errors.visitDate = `Choose a date within ${appointmentDaysAhead} days.`
  const window = choiceProblem(form.window, fulfilment.timeWindows, 'Choose an arrival window.')
  if (window) errors.window = window
  return errors
}

export function validateChoice(kind: BookingKind, form: ChoiceForm, fulfilment: Fulfilment, today: string): ChoiceErrors {
  if (kind === 'rental') return rentalErrors(form, fulfilment, today)
  if (kind === 'sailing') return sailingErrors(form, fulfilment, today)
  return appointmentErrors(form, fulfilment, today)
}

/** The choice a valid form states. */
export function toChoice(kind: BookingKind, form: ChoiceForm): Choice {
  if (kind === 'rental')
    return {
      kind,
      location: form.location,
      pickup: `${form.pickupDate}T${form.pickupTime}`,
      return: `${form.returnDate}T${form.returnTime}`,
    }
  if (kind === 'sailing') return { kind, date: form.sailingDate, cabin: form.cabin, guests: Number(form.guests) }
  return { kind, date: form.visitDate, window: form.window }
}
