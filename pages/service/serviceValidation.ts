// Customer-service request rules (messages say what to enter, next to the field), imported by the page on demand:
// the visitor needs them only once they submit.
import { choiceProblem, emailProblem, fieldErrors, lengthProblem, textProblem } from '../../components/forms/index.ts'
import { maxMessageLength, minMessageLength, type ServiceForm } from './serviceRequest.ts'

/** `topics` are the brand's topic names; `products` the product names it may ask about. */
export function validateServiceRequest(form: ServiceForm, topics: readonly string[], products: readonly string[] = []) {
  return fieldErrors<ServiceForm>({
    name: textProblem(form.name, 'Enter your name.', 2),
    email: emailProblem(form.email),
    topic: choiceProblem(form.topic, topics, 'Choose what your request is about.'),
    product: form.product && !products.includes(form.product) ? 'Choose a product from the list, or leave it empty.' : undefined,
    message: lengthProblem(
      form.message,
      { min: minMessageLength, max: maxMessageLength },
      {
        tooShort: (n) => `Tell us a little more: at least ${minMessageLength} characters (you have ${n}).`,
        tooLong: (n) => `Keep it to ${maxMessageLength} characters (you have ${n}).`,
      },
    ),
  })
}
