// Text alerts: the visitor gives a phone number and consent, confirms it with a 6-digit one-time code, and is then
// subscribed (kept per brand, so a reload shows it) until they unsubscribe.
//
// Analytics: 'SMS Code Sent' each time a code is generated; on a correct code the visitor is identified by phone
// (user id from userIdFor, the same as signing in with that phone) and 'SMS Subscribed' is sent; 'SMS Unsubscribed'
// when they opt out. We use 'SMS Subscribed' rather than 'SMS Opt In' because it follows Segment's "Object Verbed"
// naming and pairs with 'SMS Unsubscribed'. Every event carries { phone } in E.164.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { identify, track } from '../../analytics/client/tracker.ts'
import type { PageProps } from '../../brand/payload.ts'
import { userIdFor } from '../../components/account/signIn.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { CheckboxField, TextField } from '../../components/forms/Field.tsx'
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
import './sms.css'

const emptyBoxes = (): string[] => Array.from({ length: codeLength }, () => '')

function focusAndSelect(input: HTMLInputElement | null | undefined) {
  input?.focus()
  input?.select()
}

interface PendingCode {
  phone: string
  code: string
}

export default function SmsPage({ payload }: PageProps) {
  const brandName = payload.brand?.name ?? 'us'
  const [subscription, setSubscription] = useSmsSubscription(payload.route.scope)
  const [phoneInput, setPhoneInput] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<{ phone?: string; consent?: string }>({})
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

  const requestCode = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parsePhone(phoneInput)
    const found = {
      ...('error' in parsed ? { phone: parsed.error } : {}),
      ...(consent ? {} : { consent: consentError }),
    }
    setErrors(found)
    if ('error' in parsed || !consent) {
      setFocusId(found.phone ? 'sms-phone' : 'sms-consent')
      return
    }
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
    identify(userIdFor(phone), { phone })
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

  const status = message && (
    <p className="notice" role="status">
      {message}
    </p>
  )

  if (subscription) {
    return (
      <>
        <FeatureIntro payload={payload} />
        <section className="panel sms-panel" aria-labelledby="sms-subscribed-heading">
          <h2 id="sms-subscribed-heading" tabIndex={-1}>
            You're subscribed
          </h2>
          {status}
          <p>
            You are subscribed as <strong className="sms-phone">{formatPhone(subscription.phone)}</strong> since{' '}
            {new Date(subscription.subscribedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}. Reply STOP to any message,
            or unsubscribe here, to stop the texts.
          </p>
          <button type="button" className="button secondary" onClick={unsubscribe}>
            Unsubscribe
          </button>
        </section>
      </>
    )
  }

  if (pending) {
    const describedBy = codeError ? 'sms-code-error' : undefined
    return (
      <>
        <FeatureIntro payload={payload} />
        <form className="panel sms-panel" noValidate onSubmit={verify} aria-labelledby="sms-code-heading">
          <h2 id="sms-code-heading" tabIndex={-1}>
            Enter your code
          </h2>
          <p className="notice sms-demo" role="status">
            <strong>Demo:</strong> your code is <span className="sms-demo-code">{pending.code}</span>. No text message is sent in
            this demo; a live site would text it to {formatPhone(pending.phone)}.
          </p>
          <fieldset className="sms-code">
            <legend>
              The {codeLength}-digit code sent to {formatPhone(pending.phone)}
            </legend>
            <div className="sms-boxes">
              {boxes.map((digit, i) => (
                <input
                  // The boxes are a fixed row; their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length row of boxes
                  key={i}
                  ref={(el) => {
                    boxRefs.current[i] = el
                  }}
                  id={`sms-digit-${i + 1}`}
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete={i === 0 ? 'one-time-code' : 'off'}
                  aria-label={`Digit ${i + 1} of ${codeLength}`}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={describedBy}
                  value={digit}
                  onChange={(e) => typeDigit(i, e.target.value)}
                  onKeyDown={(e) => onBoxKey(i, e)}
                  onFocus={(e) => e.target.select()}
                />
              ))}
            </div>
            {codeError && (
              <p id="sms-code-error" className="field-error">
                {codeError}
              </p>
            )}
          </fieldset>
          <div className="sms-actions">
            <button type="submit" className="button">
              Confirm code
            </button>
            <button type="button" className="button secondary" onClick={resend}>
              Send a new code
            </button>
            <button type="button" className="button secondary" onClick={changeNumber}>
              Use a different number
            </button>
          </div>
        </form>
      </>
    )
  }

  return (
    <>
      <FeatureIntro payload={payload} />
      <form className="panel sms-panel" noValidate onSubmit={requestCode} aria-labelledby="sms-phone-heading">
        <h2 id="sms-phone-heading" tabIndex={-1}>
          Sign up for text alerts
        </h2>
        {status}
        <TextField
          id="sms-phone"
          label="Mobile phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phoneInput}
          error={errors.phone}
          onChange={(e) => setPhoneInput(e.target.value)}
        />
        <CheckboxField
          id="sms-consent"
          className="sms-consent"
          label={
            <>
              Yes, text me {brandName} alerts at this number. Message frequency varies; message and data rates may apply. Reply
              STOP to cancel or HELP for help. Consent is not a condition of purchase.
            </>
          }
          checked={consent}
          error={errors.consent}
          onChange={(e) => {
            setConsent(e.target.checked)
            if (e.target.checked) setErrors({ ...errors, consent: undefined })
          }}
        />
        <button type="submit" className="button">
          Send me a code
        </button>
      </form>
    </>
  )
}
