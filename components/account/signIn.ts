// Who is signed in, per brand (the auth middleware reads the same key), and how a visitor's email or phone becomes
// a stable user id: Segment advises a database-style id rather than the email itself.
import { storageKey, useStored } from '../../lib/stored.ts'
import { emailMessage, isEmail, normalizePhone } from '../forms/rules.ts'

export interface SignedInUser {
  userId: string
  email?: string
  phone?: string
  signedInAt: string
}

export function userKey(scope: string): string {
  return storageKey(scope, 'user')
}

const isUser = (value: unknown): value is SignedInUser | null =>
  value === null || (typeof value === 'object' && typeof (value as SignedInUser).userId === 'string')

export function useSignedInUser(scope: string) {
  return useStored<SignedInUser | null>(userKey(scope), null, isUser)
}

/** Email or phone as typed → the trait to send (phones in E.164, 10 digits read as US), or what to enter instead. */
export function parseLogin(input: string): { email: string } | { phone: string } | { error: string } {
  const value = input.trim()
  if (value.includes('@')) return isEmail(value) ? { email: value.toLowerCase() } : { error: emailMessage }
  const phone = normalizePhone(value)
  return phone ? { phone } : { error: 'Enter your email address, or a phone number of 10 to 15 digits.' }
}

/** FNV-1a over the normalised login: the same person gets the same id on every device. */
export function userIdFor(login: string): string {
  let hash = 0x811c9dc5
  for (const char of login) {
    hash ^= char.codePointAt(0) as number
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `user-${hash.toString(36)}`
}

/** What to enter instead of the login as typed, or undefined when it reads as an email or a phone number. */
export function loginProblem(input: string): string | undefined {
  const parsed = parseLogin(input)
  return 'error' in parsed ? parsed.error : undefined
}
