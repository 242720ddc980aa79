// Enquiry form rules, imported by the page on demand: the visitor needs them only once they submit. What sending a
// valid enquiry needs besides (the phone number normalised) comes with them.
import {
  choiceProblem,
  emailProblem,
  fieldErrors,
  lengthProblem,
  phoneProblem,
  textProblem,
} from '../../components/forms/index.ts'
import { type EnquiryErrors, type EnquiryForm, maxMessageLength } from './enquiry.ts'

export { normalizePhone } from '../../components/forms/index.ts'

export function validateEnquiry(form: EnquiryForm, programs: readonly string[], terms: readonly string[]): EnquiryErrors {
  return fieldErrors<EnquiryForm>({
    firstName: textProblem(form.firstName, 'Enter your first name.'),
    lastName: textProblem(form.lastName, 'Enter your last name.'),
    email: emailProblem(form.email),
    phone: phoneProblem(form.phone, { optional: true }),
    program: choiceProblem(form.program, programs, 'Choose the program you are interested in.'),
    startTerm: choiceProblem(form.startTerm, terms, 'Choose when you would like to start.'),
    message: lengthProblem(
      form.message,
      { max: maxMessageLength },
      { tooLong: (n) => `Keep your message under ${maxMessageLength} characters (it has ${n}).` },
    ),
  })
}
