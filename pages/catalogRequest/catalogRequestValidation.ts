// Printed-catalog request rules, imported by the page on demand: the visitor needs them only once they submit. What
// sending a valid request needs besides (the ZIP code normalised) comes with them.
import { emailProblem, fieldErrors, textProblem } from '../../components/forms/index.ts'
import { type CatalogRequestErrors, type CatalogRequestForm, usStates } from './catalogRequest.ts'

/** "04032", "04032-1234" or "040321234" → "04032" / "04032-1234"; anything else → undefined. */
export function normalizeZip(input: string): string | undefined {
  const match = /^(\d{5})(?:[\s-]?(\d{4}))?$/.exec(input.trim())
  if (!match) return undefined
  return match[2] ? `${match[1]}-${match[2]}` : match[1]
}

export function validateCatalogRequest(form: CatalogRequestForm, interests: readonly string[]): CatalogRequestErrors {
  return fieldErrors<CatalogRequestForm>({
    name: textProblem(form.name, 'Enter the name to address the catalog to.', 2),
    street: textProblem(form.street, 'Enter the street address, like 15 Main Street.', 4),
    city: textProblem(form.city, 'Enter the city.', 2),
    state: usStates.some(([code]) => code === form.state) ? undefined : 'Choose the state.',
    zip: normalizeZip(form.zip) ? undefined : 'Enter a 5-digit ZIP code, or ZIP+4 like 04032-1234.',
    email: emailProblem(form.email, { optional: true }),
    interests: form.interests.every((i) => interests.includes(i)) ? undefined : 'Choose your interests from the list.',
  })
}
