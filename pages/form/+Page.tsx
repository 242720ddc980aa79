// Enquiry form: name, email, optional phone, program of interest (the brand's catalog) and start term, optional
// message. Checked field by field; sending it identifies the visitor, tracks "Enquiry Submitted", keeps the
// enquiry on this device and shows its reference.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { identify, track } from '../../analytics/client/tracker.ts'
import type { PageProps } from '../../brand/payload.ts'
import { userIdFor } from '../../components/account/signIn.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { focusFirstInvalid, SelectField, TextAreaField } from '../../components/forms/fields.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { newOrderId } from '../../components/shop/orders.ts'
import { useStored } from '../../lib/stored.ts'
import type { Data } from './+data.ts'
import {
  type EnquiryErrors,
  type EnquiryForm,
  emptyEnquiry,
  enquiriesKey,
  enquiryFields,
  isEnquiryList,
  normalizePhone,
  type StoredEnquiry,
  startTerms,
  validateEnquiry,
} from './enquiry.ts'
import './form.css'

const none: StoredEnquiry[] = []

export default function FormPage({ payload }: PageProps<Data>) {
  const { programs } = payload.page
  const { scope } = payload.route
  const [enquiries, setEnquiries] = useStored(enquiriesKey(scope), none, isEnquiryList)
  const [form, setForm] = useState<EnquiryForm>(emptyEnquiry)
  const [errors, setErrors] = useState<EnquiryErrors>({})
  const [sent, setSent] = useState<StoredEnquiry>()
  // Terms depend on today's date, so they are worked out in the browser, after hydration.
  const [terms, setTerms] = useState<string[]>([])
  useEffect(() => setTerms(startTerms(new Date())), [])
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])

  const set = (key: keyof EnquiryForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateEnquiry(form, programs, terms)
    setErrors(found)
    if (focusFirstInvalid(formRef.current, 'enquiry', enquiryFields, found)) return
    const email = form.email.trim().toLowerCase()
    const firstName = form.firstName.trim()
    const lastName = form.lastName.trim()
    const phone = form.phone.trim() ? normalizePhone(form.phone) : undefined
    const enquiry: StoredEnquiry = {
      reference: newOrderId(scope),
      submittedAt: new Date().toISOString(),
      program: form.program,
      startTerm: form.startTerm,
      name: `${firstName} ${lastName}`,
      email,
    }
    setEnquiries([enquiry, ...enquiries])
    identify(userIdFor(email), { email, firstName, lastName, ...(phone ? { phone } : {}) })
    track('Enquiry Submitted', { program: form.program, start_term: form.startTerm, reference: enquiry.reference })
    setSent(enquiry)
    setForm(emptyEnquiry)
  }

  const errorCount = Object.keys(errors).length
  return (
    <>
      <FeatureIntro payload={payload} />
      {sent ? (
        <section className="panel enquiry-done" aria-labelledby="enquiry-done-heading">
          <h2 id="enquiry-done-heading" ref={doneRef} tabIndex={-1}>
            Thank you, {sent.name}
          </h2>
          <p>
            Your enquiry about <strong>{sent.program}</strong> ({sent.startTerm}) is with us. Your reference is{' '}
            <strong className="enquiry-reference">{sent.reference}</strong>; we will reply to {sent.email}.
          </p>
          <button type="button" className="button secondary" onClick={() => setSent(undefined)}>
            Send another enquiry
          </button>
        </section>
      ) : (
        <form ref={formRef} className="panel enquiry-form" noValidate onSubmit={submit} aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading">Your details</h2>
          {errorCount > 0 && (
            <p className="notice error" role="alert">
              Please correct the {errorCount} highlighted field{errorCount === 1 ? '' : 's'}.
            </p>
          )}
          <div className="form-grid">
            <TextField
              id="enquiry-firstName"
              label="First name"
              autoComplete="given-name"
              value={form.firstName}
              error={errors.firstName}
              onChange={set('firstName')}
            />
            <TextField
              id="enquiry-lastName"
              label="Last name"
              autoComplete="family-name"
              value={form.lastName}
              error={errors.lastName}
              onChange={set('lastName')}
            />
            <TextField
              id="enquiry-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={set('email')}
            />
            <TextField
              id="enquiry-phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              value={form.phone}
              error={errors.phone}
              onChange={set('phone')}
            />
            <SelectField
              id="enquiry-program"
              label="Program of interest"
              className="wide"
              prompt="Choose a program"
              choices={programs.map((p) => ({ value: p, label: p }))}
              value={form.program}
              error={errors.program}
              onChange={set('program')}
            />
            <SelectField
              id="enquiry-startTerm"
              label="Preferred start term"
              prompt="Choose a term"
              choices={terms.map((t) => ({ value: t, label: t }))}
              value={form.startTerm}
              error={errors.startTerm}
              onChange={set('startTerm')}
            />
            <TextAreaField
              id="enquiry-message"
              label="Message (optional)"
              className="wide"
              value={form.message}
              error={errors.message}
              onChange={set('message')}
            />
          </div>
          <button type="submit" className="button">
            Send enquiry
          </button>
        </form>
      )}
      {enquiries.length > 0 && (
        <section aria-labelledby="enquiries-heading">
          <h2 id="enquiries-heading" className="section-title">
            Your enquiries
          </h2>
          <ul className="line-items enquiry-list">
            {enquiries.map((e) => (
              <li key={e.reference}>
                <strong>{e.reference}</strong> · {e.program} · {e.startTerm} ·{' '}
                {new Date(e.submittedAt).toLocaleDateString('en-US')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
