// Guest Wi-Fi: whether this visitor accepted the terms, and their session (the login they connected with, how, until
// when), kept per brand so the portal's two pages and a reload agree.
import { type Guard, useStored } from '../../components/page/index.ts'

export const sessionMinutes = 60

export interface WifiSession {
  method: 'email' | 'phone'
  login: string
  startedAt: string
  expiresAt: string
}

export function termsKey(scope: string): string {
  return `storefront:${scope}:wifi-terms`
}

export function sessionKey(scope: string): string {
  return `storefront:${scope}:wifi-session`
}

const isAccepted: Guard<string | null> = (value): value is string | null => value === null || typeof value === 'string'

const isSession: Guard<WifiSession | null> = (value): value is WifiSession | null => {
  if (value === null) return true
  if (typeof value !== 'object') return false
  const s = value as WifiSession
  return (
    (s.method === 'email' || s.method === 'phone') &&
    typeof s.login === 'string' &&
    !Number.isNaN(Date.parse(s.startedAt)) &&
    !Number.isNaN(Date.parse(s.expiresAt))
  )
}

/** When the terms were accepted (ISO time), or null. */
export function useTermsAccepted(scope: string) {
  return useStored<string | null>(termsKey(scope), null, isAccepted)
}

export function useWifiSession(scope: string) {
  return useStored<WifiSession | null>(sessionKey(scope), null, isSession)
}

export function newSession(method: WifiSession['method'], login: string, now = new Date()): WifiSession {
  return {
    method,
    login,
    startedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionMinutes * 60_000).toISOString(),
  }
}

/** Milliseconds left in a session, never below 0. */
export function remainingMs(session: WifiSession, now: number): number {
  return Math.max(0, Date.parse(session.expiresAt) - now)
}

/** 3_599_000 → "59:59"; the countdown shows minutes and seconds, rounded up so it reaches 0:00 at the end. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${minutes}:${seconds.toString().padStart(2, '0')}`
}

/** The same as formatRemaining, in words for screen readers: "59 minutes 59 seconds". */
export function describeRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return minutes > 0 ? `${part(minutes, 'minute')} ${part(seconds, 'second')}` : part(seconds, 'second')
}
