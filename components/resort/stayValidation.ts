// The stay request's rules, imported by the form on demand: the visitor needs them only once they submit.
import { emailProblem, textProblem } from '../forms/rules.ts'
import { dayNumber, maxGuests, maxNights, parseGuests, type StayErrors, type StayForm } from './stay.ts'

/** `today` is the visitor's date ("YYYY-MM-DD"), injectable so the rules are testable. */
export function validateStay(form: StayForm, today: string): StayErrors {
  const errors: StayErrors = {}
  const checkIn = dayNumber(form.checkIn)
  const checkOut = dayNumber(form.checkOut)
  const now = dayNumber(today) ?? 0
  if (checkIn === undefined) errors.checkIn = 'Enter your check-in date.'
  else if (checkIn < now) errors.checkIn = 'Choose a check-in date from today on.'
  if (checkOut === undefined) errors.checkOut = 'Enter your check-out date.'
  else if (checkOut < now) errors.checkOut = 'Choose a check-out date in the future.'
  else if (checkIn !== undefined && checkOut <= checkIn) errors.checkOut = 'Choose a check-out date after check-in.'
  else if (checkIn !== undefined && checkOut - checkIn > maxNights) {
    errors.checkOut = `Stays can be up to ${maxNights} nights; call us for longer ones.`
  }
  if (parseGuests(form.guests) === undefined) errors.guests = `Enter from 1 to ${maxGuests} guests.`
  const name = textProblem(form.name, 'Enter your full name.', 2)
  if (name) errors.name = name
  const email = emailProblem(form.email)
  if (email) errors.email = email
  return errors
}
