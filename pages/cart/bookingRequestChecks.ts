// The booking request's rules (name and email, so a specialist can reach the visitor), imported on demand.
import { emailProblem, type FieldErrors, fieldErrors, textProblem } from '../../components/forms/index.ts'

export interface BookingRequestForm {
  name: string
  email: string
}

export function validateBookingRequest(form: BookingRequestForm): FieldErrors<BookingRequestForm> {
  return fieldErrors<BookingRequestForm>({
    name: textProblem(form.name, 'Enter your full name.', 2),
    email: emailProblem(form.email),
  })
}
