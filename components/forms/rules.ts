// The field rules every form uses, each returning what to enter instead (shown under the field) or undefined when
// the value is fine. A rule has one message; a field may word a message for its own context (a "mobile number"),
// but never re-implements the check.

/** The message of each field that has a problem, in form order; fields without one are absent. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>

/** Collects rule results into FieldErrors, leaving out the fields whose rules returned undefined. */
export function fieldErrors<Form>(problems: { [K in keyof Form]?: string | undefined }): FieldErrors<Form> {
  const errors: FieldErrors<Form> = {}
  for (const key of Object.keys(problems) as (keyof Form)[]) {
    const problem = problems[key]
    if (problem) errors[key] = problem
  }
  return errors
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const emailMessage = 'Enter an email address like name@example.com.'

/** Optional fields say so: "…, or leave it empty." */
function orEmpty(message: string): string {
  return message.replace(/\.$/, ', or leave it empty.')
}

export function isEmail(input: string): boolean {
  return emailPattern.test(input.trim())
}

export function emailProblem(input: string, { optional = false } = {}): string | undefined {
  if (optional && !input.trim()) return undefined
  return isEmail(input) ? undefined : optional ? orEmpty(emailMessage) : emailMessage
}

/** A phone number as typed → E.164 ("+14155550101"; 10 digits are read as US), or undefined unless 10 to 15 digits. */
export function normalizePhone(input: string): string | undefined {
  const digits = input.trim().replace(/[\s().-]/g, '')
  if (!/^\+?\d{10,15}$/.test(digits)) return undefined
  return digits.startsWith('+') ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`
}

export const phoneMessage = 'Enter a phone number of 10 to 15 digits.'

export function phoneProblem(input: string, { optional = false, message = phoneMessage } = {}): string | undefined {
  if (optional && !input.trim()) return undefined
  if (!input.includes('@') && normalizePhone(input)) return undefined
  return optional ? orEmpty(message) : message
}

/** Required text: at least `min` characters once trimmed (1: anything at all). */
export function textProblem(input: string, message: string, min = 1): string | undefined {
  return input.trim().length < min ? message : undefined
}

/**
 * Length limits of a longer text, counted trimmed. The messages get the count so the visitor knows how far off
 * they are: `tooShort(length)`, `tooLong(length)`.
 */
export function lengthProblem(
  input: string,
  limits: { min?: number; max?: number },
  messages: { tooShort?: (length: number) => string; tooLong?: (length: number) => string },
): string | undefined {
  const length = input.trim().length
  if (limits.min !== undefined && length < limits.min)
    return messages.tooShort?.(length) ?? `Enter at least ${limits.min} characters.`
  if (limits.max !== undefined && length > limits.max)
    return messages.tooLong?.(length) ?? `Keep it under ${limits.max} characters (it has ${length}).`
  return undefined
}

/** The value must be one of `allowed` (a choice from a list). */
export function choiceProblem(value: string, allowed: readonly string[], message: string): string | undefined {
  return allowed.includes(value) ? undefined : message
}
