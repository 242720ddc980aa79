// Who is signed in, per brand (the auth middleware reads the same key), and how a visitor's email or phone becomes
// a stable user id: Segment advises a database-style id rather than the email itself. Reading a login as typed is
// login.ts, which sign-in forms need only once the visitor submits.
import { storageKey, useStored } from '../../lib/stored.ts'

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

/** FNV-1a over the normalised login: the same person gets the same id on every device. */
export function userIdFor(login: string): string {
  let hash = 0x811c9dc5
  for (const char of login) {
    hash ^= char.codePointAt(0) as number
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `user-${hash.toString(36)}`
}
