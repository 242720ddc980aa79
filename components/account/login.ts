// A login as typed (email or phone): what it reads as, or what to enter instead. Sign-in forms need it only once the
// visitor submits, so it is a module of its own, apart from the signed-in state every such page reads.
import { emailMessage, isEmail, normalizePhone } from '../forms/rules.ts'

/** Email or phone as typed → the trait to send (phones in E.164, 10 digits read as US), or what to enter instead. */
export function parseLogin(input: string): { email: string } | { phone: string } | { error: string } {
  const value = input.trim()
  if (value.includes('@')) return isEmail(value) ? { email: value.toLowerCase() } : { error: emailMessage }
  const phone = normalizePhone(value)
  return phone ? { phone } : { error: 'Enter your email address, or a phone number of 10 to 15 digits.' }
}

/** What to enter instead of the login as typed, or undefined when it reads as an email or a phone number. */
export function loginProblem(input: string): string | undefined {
  const parsed = parseLogin(input)
  return 'error' in parsed ? parsed.error : undefined
}
