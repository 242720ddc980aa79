// Customer-service requests: the form's rules (messages say what to enter, next to the field), the case reference,
// and the cases this visitor opened, kept per brand.
import {
  choiceProblem,
  emailProblem,
  type FieldErrors,
  fieldErrors,
  lengthProblem,
  textProblem,
} from '../../components/forms/index.ts'
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'

export interface ServiceForm {
  name: string
  email: string
  topic: string
  product: string
  message: string
}

export type ServiceErrors = FieldErrors<ServiceForm>

export const emptyServiceForm: ServiceForm = { name: '', email: '', topic: '', product: '', message: '' }

export const minMessageLength = 20
export const maxMessageLength = 2000

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

const serviceCase = shape.object({
  id: shape.string(),
  openedAt: shape.string(),
  topic: shape.string(),
  product: shape.optional(shape.string()),
  name: shape.string(),
  email: shape.string(),
  message: shape.string(),
})

export type ServiceCase = ShapeOf<typeof serviceCase>

/** The cases opened from this device, newest first. */
export const serviceCases = storedList('service-cases', serviceCase)
