// The enquiry form (its rules are in enquiryValidation.ts) and stored enquiries. Pure functions: the page shows each
// message next to its field.
import type { FieldErrors } from '../../components/forms/index.ts'
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'

/** Every field in the order the form shows them: the first invalid one gets focus. */
export const enquiryFields = ['firstName', 'lastName', 'email', 'phone', 'program', 'startTerm', 'message'] as const

export type EnquiryForm = Record<(typeof enquiryFields)[number], string>

export type EnquiryErrors = FieldErrors<EnquiryForm>

/** The form as the page starts it: every field empty (made from the field list, which names each field once). */
export const emptyEnquiry = Object.fromEntries(enquiryFields.map((key) => [key, ''])) as EnquiryForm

export const maxMessageLength = 1000

/**
 * The next `count` start terms after `now`: spring (January), summer (May) and fall (September) intakes, so the
 * list is right on the day it is shown rather than on the day the site was built.
 */
export function startTerms(now: Date, count = 4): string[] {
  const intakes = [
    { month: 0, name: 'Spring' },
    { month: 4, name: 'Summer' },
    { month: 8, name: 'Fall' },
  ]
  const terms: string[] = []
  let year = now.getFullYear()
  let i = intakes.findIndex((t) => t.month > now.getMonth())
  if (i === -1) {
    i = 0
    year++
  }
  while (terms.length < count) {
    const intake = intakes[i] as (typeof intakes)[number]
    terms.push(`${intake.name} ${year}`)
    i++
    if (i === intakes.length) {
      i = 0
      year++
    }
  }
  return terms
}

const storedEnquiry = shape.object({
  reference: shape.string(),
  submittedAt: shape.string(),
  program: shape.string(),
  startTerm: shape.string(),
  name: shape.string(),
  email: shape.string(),
})

export type StoredEnquiry = ShapeOf<typeof storedEnquiry>

/** The enquiries sent from this device, newest first. */
export const enquiries = storedList('enquiries', storedEnquiry)
