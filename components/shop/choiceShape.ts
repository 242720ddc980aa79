// The shape of a booked item's choice as the cart stores it, and its check when a stored cart is priced (totals.ts)
// or an order read back (orders.ts). Apart from choice.ts, which describes choices.

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
