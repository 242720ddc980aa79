// The three steps of the text-alert sign-up, each drawn from the sign-up state (useSmsOptIn.ts): the phone
// number and consent, the one-time code, and the subscription with its way out.
import type { ReactNode } from 'react'
import { CheckboxField, TextField } from '../../components/forms/index.ts'
import { codeLength, formatPhone } from './smsOptIn.ts'
import type { PendingCode, SmsOptIn } from './useSmsOptIn.ts'

export function SubscribedStep({ sms, status }: { sms: SmsOptIn; status: ReactNode }) {
  const { subscription, unsubscribe } = sms
  if (!subscription) return null
  return (
    <section className="panel sms-panel" aria-labelledby="sms-subscribed-heading">
      <h2 id="sms-subscribed-heading" tabIndex={-1}>
        You're subscribed
      </h2>
      {status}
      <p>
        You are subscribed as <strong className="sms-phone">{formatPhone(subscription.phone)}</strong> since{' '}
        {new Date(subscription.subscribedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}. Reply STOP to any message, or
        unsubscribe here, to stop the texts.
      </p>
      <button type="button" className="button secondary" onClick={unsubscribe}>
        Unsubscribe
      </button>
    </section>
  )
}

export function CodeStep({ sms, pending }: { sms: SmsOptIn; pending: PendingCode }) {
  const { boxes, boxRefs, codeError, verify, resend, changeNumber, typeDigit, onBoxKey } = sms
  const describedBy = codeError ? 'sms-code-error' : undefined
  return (
    <form className="panel sms-panel" noValidate onSubmit={verify} aria-labelledby="sms-code-heading">
      <h2 id="sms-code-heading" tabIndex={-1}>
        Enter your code
      </h2>
      <p className="notice sms-demo" role="status">
        <strong>Demo:</strong> your code is <span className="sms-demo-code">{pending.code}</span>. No text message is sent in this
        demo; a live site would text it to {formatPhone(pending.phone)}.
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
  )
}

export function PhoneStep({ sms, status, brandName }: { sms: SmsOptIn; status: ReactNode; brandName: string }) {
  const { phoneInput, setPhoneInput, consent, setConsent, errors, requestCode } = sms
  return (
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
            Yes, text me {brandName} alerts at this number. Message frequency varies; message and data rates may apply. Reply STOP
            to cancel or HELP for help. Consent is not a condition of purchase.
          </>
        }
        checked={consent}
        error={errors.consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <button type="submit" className="button">
        Send me a code
      </button>
    </form>
  )
}
