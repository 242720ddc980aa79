// Customer-service requests: the form (its rules are in serviceValidation.ts), the case reference,
// and the cases this visitor opened, kept per brand.
import type { FieldErrors } from '../../components/forms/index.ts'
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
