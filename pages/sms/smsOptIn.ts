// Text-alert opt-in rules: the phone number (checked and normalised like the account sign-in, so the same person
// gets the same user id), the demo one-time code, and the subscription kept per brand.

import { parseLogin } from '../../components/account/index.ts'
import { type Guard, useStored } from '../../components/page/index.ts'

export const codeLength = 6
export const phoneError = 'Enter a mobile number of 10 to 15 digits, like +1 415 555 0101. Spaces, dashes and brackets are fine.'
export const consentError = 'Tick the box to agree to receive text messages.'

/** A phone number as typed → E.164 ("+14155550101"; 10 digits are read as US), or what to enter instead. */
export function parsePhone(input: string): { phone: string } | { error: string } {
  if (input.includes('@')) return { error: phoneError }
  const parsed = parseLogin(input)
  return 'phone' in parsed ? { phone: parsed.phone } : { error: phoneError }
}

/** "+14155550101" → "+1 415 555 0101" for US numbers; other numbers are shown as stored. */
export function formatPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return us ? `+1 ${us[1]} ${us[2]} ${us[3]}` : phone
}

/** A 6-digit code; the demo has no SMS gateway, so the page shows it instead of texting it. */
export function newCode(random: () => number = Math.random): string {
  let code = ''
  for (let i = 0; i < codeLength; i++) code += Math.min(9, Math.floor(random() * 10)).toString()
  return code
}

/** The digits a pasted or autofilled text holds, when it is exactly a whole code ("123 456", "123-456"). */
export function codeFrom(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${codeLength}}$`).test(digits) ? digits : null
}

/**
 * The code boxes after the visitor typed `value` into box `index`, and the box to focus next. A digit moves on to
 * the next box; typing over a digit replaces it; several digits (an autofill, a partial paste) fill the boxes from
 * here on, and a whole code fills them all. Anything but digits is ignored, so a box keeps its digit.
 */
export function enterDigits(boxes: readonly string[], index: number, value: string): { boxes: string[]; focus: number } {
  const next = Array.from({ length: codeLength }, (_, i) => boxes[i] ?? '')
  const last = codeLength - 1
  const whole = codeFrom(value)
  if (whole) return { boxes: whole.split(''), focus: last }
  if (value === '') {
    next[index] = ''
    return { boxes: next, focus: index }
  }
  const previous = next[index] ?? ''
  let digits = value.replace(/\D/g, '')
  if (digits.length === 0) return { boxes: next, focus: index }
  // Typing over a digit: the box briefly holds both; keep the new one.
  if (previous && digits.length === 2 && digits.includes(previous))
    digits = digits[0] === previous ? digits.slice(1) : digits.slice(0, 1)
  const room = codeLength - index
  const placed = digits.slice(0, room)
  for (let i = 0; i < placed.length; i++) next[index + i] = placed[i] as string
  return { boxes: next, focus: Math.min(last, index + placed.length) }
}

export interface SmsSubscription {
  phone: string
  subscribedAt: string
}

export function smsKey(scope: string): string {
  return `storefront:${scope}:sms`
}

const isSubscription: Guard<SmsSubscription | null> = (value): value is SmsSubscription | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as SmsSubscription).phone === 'string' &&
    typeof (value as SmsSubscription).subscribedAt === 'string')

export function useSmsSubscription(scope: string) {
  return useStored<SmsSubscription | null>(smsKey(scope), null, isSubscription)
}
