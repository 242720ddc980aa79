// Customer-service requests: the form's rules (messages say what to enter, next to the field), the case reference,
// and the cases this visitor opened, kept per brand.
import { readStored, useStored, writeStored } from '../../lib/stored.ts'

export interface ServiceForm {
  name: string
  email: string
  topic: string
  product: string
  message: string
}

export type ServiceErrors = Partial<Record<keyof ServiceForm, string>>

export const emptyServiceForm: ServiceForm = { name: '', email: '', topic: '', product: '', message: '' }

export const minMessageLength = 20
export const maxMessageLength = 2000

/** `topics` are the brand's topic names; `products` the product names it may ask about. */
export function validateServiceRequest(form: ServiceForm, topics: readonly string[], products: readonly string[] = []) {
  const errors: ServiceErrors = {}
  if (form.name.trim().length < 2) errors.name = 'Enter your name.'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(form.email.trim())) errors.email = 'Enter an email address like name@example.com.'
  if (!topics.includes(form.topic)) errors.topic = 'Choose what your request is about.'
  if (form.product && !products.includes(form.product)) errors.product = 'Choose a product from the list, or leave it empty.'
  const length = form.message.trim().length
  if (length < minMessageLength) {
    errors.message = `Tell us a little more: at least ${minMessageLength} characters (you have ${length}).`
  } else if (length > maxMessageLength) {
    errors.message = `Keep it to ${maxMessageLength} characters (you have ${length}).`
  }
  return errors
}

/** A readable case reference such as "AVIS-CASE-7K2M9Q" (the brand part as in order ids). */
export function newCaseId(scope: string, random: () => number = Math.random): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  let code = ''
  for (let i = 0; i < 6; i++) code += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))]
  const brand =
    scope
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'DEMO'
  return `${brand}-CASE-${code}`
}

export interface ServiceCase {
  id: string
  openedAt: string
  topic: string
  product?: string
  name: string
  email: string
  message: string
}

export function casesKey(scope: string): string {
  return `storefront:${scope}:service-cases`
}

const none: ServiceCase[] = []

export function isCaseList(value: unknown): value is ServiceCase[] {
  return (
    Array.isArray(value) &&
    value.every(
      (c) =>
        typeof c?.id === 'string' &&
        typeof c.openedAt === 'string' &&
        typeof c.topic === 'string' &&
        typeof c.message === 'string' &&
        typeof c.email === 'string',
    )
  )
}

export function saveCase(scope: string, serviceCase: ServiceCase): void {
  writeStored(casesKey(scope), [serviceCase, ...readStored<ServiceCase[]>(casesKey(scope), none, isCaseList)])
}

export function useCases(scope: string): ServiceCase[] {
  return useStored<ServiceCase[]>(casesKey(scope), none, isCaseList)[0]
}
