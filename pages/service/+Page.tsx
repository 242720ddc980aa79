// Customer service: a request form (name, email, topic from what the brand offers, optionally the product, and
// the message), validated field by field. Sending it opens a case with a reference such as AVIS-CASE-7K2M9Q, kept
// on this device and listed under "Your open requests", and tracks 'Service Request Submitted' { case_id, topic }.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { track } from '../../analytics/client/tracker.ts'
import type { PageProps } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import type { Data } from './+data.ts'
import {
  emptyServiceForm,
  minMessageLength,
  newCaseId,
  type ServiceCase,
  type ServiceErrors,
  type ServiceForm,
  saveCase,
  useCases,
  validateServiceRequest,
} from './serviceRequest.ts'
import './service.css'

const fieldOrder: (keyof ServiceForm)[] = ['name', 'email', 'topic', 'product', 'message']

/** A labelled select or textarea with its error under it, tied for screen readers like TextField. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  hint?: string
  children: (aria: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field wide">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="service-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        name: id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export default function ServicePage({ payload }: PageProps<Data>) {
  const { topics, products, faq } = payload.page
  const { scope } = payload.route
  const cases = useCases(scope)
  const [form, setForm] = useState<ServiceForm>(emptyServiceForm)
  const [errors, setErrors] = useState<ServiceErrors>({})
  const [opened, setOpened] = useState<ServiceCase | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (opened) confirmationRef.current?.focus()
  }, [opened])

  const set = (key: keyof ServiceForm, value: string) => setForm((f) => ({ ...f, [key]: value }))
  const asksProduct = form.topic === 'Product' && products.length > 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const request = asksProduct ? form : { ...form, product: '' }
    const found = validateServiceRequest(request, topics, products)
    setErrors(found)
    const firstInvalid = fieldOrder.find((key) => found[key])
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#service-${firstInvalid}`)?.focus()
      return
    }
    const serviceCase: ServiceCase = {
      id: newCaseId(scope),
      openedAt: new Date().toISOString(),
      topic: request.topic,
      ...(request.product ? { product: request.product } : {}),
      name: request.name.trim(),
      email: request.email.trim(),
      message: request.message.trim(),
    }
    saveCase(scope, serviceCase)
    track('Service Request Submitted', {
      case_id: serviceCase.id,
      topic: serviceCase.topic,
      ...(serviceCase.product ? { product: serviceCase.product } : {}),
    })
    setOpened(serviceCase)
    // Name and email stay for a next request; the request itself starts afresh.
    setForm({ ...emptyServiceForm, name: form.name, email: form.email })
  }

  const errorCount = Object.keys(errors).length
  const length = form.message.trim().length

  return (
    <>
      <FeatureIntro payload={payload} />
      {opened && (
        <section className="notice service-confirmation" aria-labelledby="service-confirmation-heading">
          <h2 id="service-confirmation-heading" ref={confirmationRef} tabIndex={-1}>
            Request received
          </h2>
          <p>
            Your case reference is <strong className="case-id">{opened.id}</strong>. We will reply to {opened.email} within one
            business day; quote the reference if you contact us about it.
          </p>
        </section>
      )}
      <div className="service-layout">
        <form ref={formRef} className="panel" noValidate onSubmit={submit} aria-labelledby="service-form-heading">
          <h2 id="service-form-heading">Send us a request</h2>
          {errorCount > 0 && (
            <p className="notice error" role="alert">
              Please correct the {errorCount} highlighted field{errorCount === 1 ? '' : 's'}.
            </p>
          )}
          <div className="form-grid">
            <TextField
              id="service-name"
              label="Your name"
              autoComplete="name"
              value={form.name}
              error={errors.name}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField
              id="service-email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={(e) => set('email', e.target.value)}
            />
            <Field id="service-topic" label="Topic" error={errors.topic}>
              {(aria) => (
                <select {...aria} value={form.topic} onChange={(e) => set('topic', e.target.value)}>
                  <option value="">Choose a topic</option>
                  {topics.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {asksProduct && (
              <Field id="service-product" label="Which product? (optional)" error={errors.product}>
                {(aria) => (
                  <select {...aria} value={form.product} onChange={(e) => set('product', e.target.value)}>
                    <option value="">Not about one product</option>
                    {products.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <Field
              id="service-message"
              label="How can we help?"
              error={errors.message}
              hint={`At least ${minMessageLength} characters: what happened, and what you would like us to do.`}
            >
              {(aria) => <textarea {...aria} rows={6} value={form.message} onChange={(e) => set('message', e.target.value)} />}
            </Field>
          </div>
          <p className="service-count" aria-hidden="true">
            {length} character{length === 1 ? '' : 's'}
          </p>
          <button type="submit" className="button">
            Send request
          </button>
        </form>
        {faq.length > 0 && (
          <section className="panel" aria-labelledby="service-faq-heading">
            <h2 id="service-faq-heading">Quick answers</h2>
            {faq.map((f) => (
              <details key={f.question} className="service-faq">
                <summary>{f.question}</summary>
                <p>{f.answer}</p>
              </details>
            ))}
          </section>
        )}
      </div>
      <section className="service-cases" aria-labelledby="service-cases-heading">
        <h2 id="service-cases-heading">Your open requests</h2>
        {cases.length === 0 ? (
          <p>No open requests on this device.</p>
        ) : (
          <ul className="service-case-list">
            {cases.map((c) => (
              <li key={c.id} className="panel">
                <p className="service-case-title">
                  <strong>{c.id}</strong> · {c.topic}
                  {c.product ? ` · ${c.product}` : ''} · opened{' '}
                  {new Date(c.openedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </p>
                <p className="service-case-message">{c.message.length > 160 ? `${c.message.slice(0, 157)}…` : c.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
