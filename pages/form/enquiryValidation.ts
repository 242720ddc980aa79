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

/** `programs`: the catalog's names; undefined when the page does not carry it (the field searches it, and only a
 *  program found there can be picked). */
export function validateEnquiry(
  form: EnquiryForm,
  programs: readonly string[] | undefined,
  terms: readonly string[],
): EnquiryErrors {
  const noProgram = 'Choose the program you are interested in.'
  return fieldErrors<EnquiryForm>({
    firstName: textProblem(form.firstName, 'Enter your first name.'),
    lastName: textProblem(form.lastName, 'Enter your last name.'),
    email: emailProblem(form.email),
    phone: phoneProblem(form.phone, { optional: true }),
    program: programs ? choiceProblem(form.program, programs, noProgram) : form.program ? undefined : noProgram,
    startTerm: choiceProblem(form.startTerm, terms, 'Choose when you would like to start.'),
    message: lengthProblem(
      form.message,
      { max: maxMessageLength },
      { tooLong: (n) => `Keep your message under ${maxMessageLength} characters (it has ${n}).` },
    ),
  })
}
