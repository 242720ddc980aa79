// The state of the text-alert sign-up: the phone number and consent, the code sent and the digits typed, the
// subscription kept per brand, a status message, and where focus goes next. Each step's view only reads it and
// calls its actions.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { identify, track } from '../../components/page/index.ts'
import {
  codeFrom,
  codeLength,
  consentError,
  enterDigits,
  formatPhone,
  newCode,
  parsePhone,
  useSmsSubscription,
} from './smsOptIn.ts'

const emptyBoxes = (): string[] => Array.from({ length: codeLength }, () => '')

function focusAndSelect(input: HTMLInputElement | null | undefined) {
  input?.focus()
  input?.select()
}

export interface PendingCode {
  phone: string
  code: string
}

export function useSmsOptIn(scope: string, brandName: string) {
  const [subscription, setSubscription] = useSmsSubscription(scope)
  const [phoneInput, setPhoneInput] = useState('')
  const [consent, setConsent] = useState(false)
  // Errors show once the visitor has asked for a code, and from then on follow what is typed and ticked.
  const [checked, setChecked] = useState(false)
  const [pending, setPending] = useState<PendingCode | null>(null)
  const [boxes, setBoxes] = useState<string[]>(emptyBoxes)
  const [codeError, setCodeError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [focusId, setFocusId] = useState<string | null>(null)
  const boxRefs = useRef<(HTMLInputElement | null)[]>([])

  // Focus moves after the render that shows its target (a new step's heading, a field to correct).
  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId(null)
  }, [focusId])

  const focusBox = (index: number) => focusAndSelect(boxRefs.current[index])

  // A whole code pasted anywhere on the page (not into another field) fills every box.
  useEffect(() => {
    if (!pending) return
    const onPaste = (event: ClipboardEvent) => {
      const code = codeFrom(event.clipboardData?.getData('text') ?? '')
      if (!code) return
      const target = event.target instanceof HTMLElement ? event.target : null
      const isBox = boxRefs.current.some((b) => b === target)
      if (!isBox && target && (target.isContentEditable || target.closest('input, textarea, select'))) return
      event.preventDefault()
      setBoxes(code.split(''))
      setCodeError(undefined)
      focusAndSelect(boxRefs.current[codeLength - 1])
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [pending])

  const sendCode = (phone: string) => {
    setPending({ phone, code: newCode() })
    setBoxes(emptyBoxes())
    setCodeError(undefined)
    track('SMS Code Sent', { phone })
  }

  const errors = checked ? optInErrors(phoneInput, consent) : {}

  const requestCode = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parsePhone(phoneInput)
    if ('error' in parsed || !consent) {
      setChecked(true)
      setFocusId('error' in parsed ? 'sms-phone' : 'sms-consent')
      return
    }
    setChecked(false)
    setMessage(undefined)
    sendCode(parsed.phone)
    setFocusId('sms-code-heading')
  }

  const resend = () => {
    if (!pending) return
    sendCode(pending.phone)
    focusBox(0)
  }

  const changeNumber = () => {
    setPending(null)
    setCodeError(undefined)
    setFocusId('sms-phone')
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!pending) return
    const typed = boxes.join('')
    if (typed.length < codeLength) {
      setCodeError(`Enter all ${codeLength} digits of the code.`)
      focusBox(Math.max(0, boxes.indexOf('')))
      return
    }
    if (typed !== pending.code) {
      setCodeError('That code is not right. Check the digits, or send a new code.')
      focusBox(0)
      return
    }
    const { phone } = pending
    setSubscription({ phone, subscribedAt: new Date().toISOString() })
    identify({ phone })
    track('SMS Subscribed', { phone })
    setPending(null)
    setBoxes(emptyBoxes())
    setConsent(false)
    setMessage(`Thanks! ${brandName} text alerts will go to ${formatPhone(phone)}.`)
    setFocusId('sms-subscribed-heading')
  }

  const unsubscribe = () => {
    if (!subscription) return
    track('SMS Unsubscribed', { phone: subscription.phone })
    setSubscription(null)
    setMessage(`You are unsubscribed: no more texts will go to ${formatPhone(subscription.phone)}.`)
    setFocusId('sms-phone-heading')
  }

  const typeDigit = (index: number, value: string) => {
    const result = enterDigits(boxes, index, value)
    setBoxes(result.boxes)
    setCodeError(undefined)
    if (result.focus !== index) focusBox(result.focus)
  }

  const onBoxKey = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault()
      setBoxes(boxes.map((b, i) => (i === index - 1 ? '' : b)))
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < codeLength - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  return {
    subscription,
    phoneInput,
    setPhoneInput,
    consent,
    setConsent,
    errors,
    pending,
    boxes,
    boxRefs,
    codeError,
    message,
    requestCode,
    resend,
    changeNumber,
    verify,
    unsubscribe,
    typeDigit,
    onBoxKey,
  }
}

export type SmsOptIn = ReturnType<typeof useSmsOptIn>

/** What is wrong with the opt-in as it stands: the phone number as typed, and consent not given. */
function optInErrors(phoneInput: string, consent: boolean): { phone?: string; consent?: string } {
  const parsed = parsePhone(phoneInput)
  return { ...('error' in parsed ? { phone: parsed.error } : {}), ...(consent ? {} : { consent: consentError }) }
}
