// Enquiry form rules and stored enquiries. Pure functions: the page shows each message next to its field.
import type { Guard } from '../../lib/stored.ts'

export interface EnquiryForm {
  firstName: string
  lastName: string
  email: string
  phone: string
  program: string
  startTerm: string
  message: string
}

export type EnquiryErrors = Partial<Record<keyof EnquiryForm, string>>

export const enquiryFields = ['firstName', 'lastName', 'email', 'phone', 'program', 'startTerm', 'message'] as const

export const emptyEnquiry: EnquiryForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  program: '',
  startTerm: '',
  message: '',
}

export const maxMessageLength = 1000

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A phone as typed → E.164 (10 digits read as US), or undefined when it is not 10 to 15 digits. */
export function normalizePhone(input: string): string | undefined {
  const digits = input.trim().replace(/[\s().-]/g, '')
  if (!/^\+?\d{10,15}$/.test(digits)) return undefined
  return digits.startsWith('+') ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`
}

export function validateEnquiry(form: EnquiryForm, programs: readonly string[], terms: readonly string[]): EnquiryErrors {
  const errors: EnquiryErrors = {}
  if (!form.firstName.trim()) errors.firstName = 'Enter your first name.'
  if (!form.lastName.trim()) errors.lastName = 'Enter your last name.'
  if (!emailPattern.test(form.email.trim())) errors.email = 'Enter an email address like name@example.com.'
  if (form.phone.trim() && !normalizePhone(form.phone)) {
    errors.phone = 'Enter a phone number of 10 to 15 digits, or leave it empty.'
  }
  if (!programs.includes(form.program)) errors.program = 'Choose the program you are interested in.'
  if (!terms.includes(form.startTerm)) errors.startTerm = 'Choose when you would like to start.'
  if (form.message.trim().length > maxMessageLength) {
    errors.message = `Keep your message under ${maxMessageLength} characters (it has ${form.message.trim().length}).`
  }
  return errors
}

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

export interface StoredEnquiry {
  reference: string
  submittedAt: string
  program: string
  startTerm: string
  name: string
  email: string
}

export function enquiriesKey(scope: string): string {
  return `storefront:${scope}:enquiries`
}

export const isEnquiryList: Guard<StoredEnquiry[]> = (value): value is StoredEnquiry[] =>
  Array.isArray(value) &&
  value.every(
    (e) =>
      typeof e?.reference === 'string' &&
      typeof e.submittedAt === 'string' &&
      typeof e.program === 'string' &&
      typeof e.startTerm === 'string' &&
      typeof e.name === 'string',
  )
