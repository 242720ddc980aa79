// Customer-service requests: the form (its rules are in serviceValidation.ts), what a topic asks besides the
// message, the case reference, and the cases this visitor opened, kept per brand.
import type { FieldErrors } from '../../components/forms/index.ts'
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'
import type { ServiceTopic } from './+data.ts'

/** The fixed fields, and one text value per question a topic asks (by the question's id). */
export interface ServiceForm {
  [ask: string]: string
  name: string
  email: string
  topic: string
  product: string
  message: string
}

export type ServiceErrors = FieldErrors<ServiceForm>

export const emptyServiceForm: ServiceForm = { name: '', email: '', topic: '', product: '', message: '' }

/** The empty form with a place for every question the brand's topics ask, so that a draft keeps their answers. */
export function emptyFormFor(topics: readonly ServiceTopic[]): ServiceForm {
  const asks = topics.flatMap((t) => t.asks ?? [])
  return { ...emptyServiceForm, ...Object.fromEntries(asks.map((a) => [a.id, ''])) }
}

/** The topic a form is about, if it names one of the brand's. */
export function chosenTopic(topics: readonly ServiceTopic[], form: ServiceForm): ServiceTopic | undefined {
  return topics.find((t) => t.label === form.topic)
}

/** The field ids in the order the form shows them: a topic's questions come after the topic (only the chosen
 *  topic's are shown, and only they can be invalid). */
export function fieldOrder(topics: readonly ServiceTopic[]): string[] {
  return ['name', 'email', 'topic', 'product', ...topics.flatMap((t) => t.asks ?? []).map((a) => a.id), 'message']
}

export const minMessageLength = 20
export const maxMessageLength = 2000

const serviceCase = shape.object({
  id: shape.string(),
  openedAt: shape.string(),
  topic: shape.string(),
  product: shape.optional(shape.string()),
  /** What the topic asked, as the visitor reads it: "Preferred service date: Tue, Dec 1, 2026". */
  details: shape.optional(shape.array(shape.object({ label: shape.string(), value: shape.string() }))),
  name: shape.string(),
  email: shape.string(),
  message: shape.string(),
})

export type ServiceCase = ShapeOf<typeof serviceCase>

/** The cases opened from this device, newest first. */
export const serviceCases = storedList('service-cases', serviceCase)
