// Request a printed catalog: name, US postal address, optional email and interests (the brand's product
// categories). Checked field by field; a request is kept on this device, tracked as "Catalog Requested" and, only
// when an email is given, identifies the visitor with the address traits.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { identify, track } from '../../analytics/client/tracker.ts'
import type { PageProps } from '../../brand/payload.ts'
import { userIdFor } from '../../components/account/signIn.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { focusFirstInvalid, SelectField } from '../../components/forms/fields.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { newOrderId } from '../../components/shop/orders.ts'
import { useStored } from '../../lib/stored.ts'
import type { Data } from './+data.ts'
import {
  type CatalogRequestErrors,
  type CatalogRequestForm,
  catalogRequestFields,
  catalogRequestsKey,
  emptyCatalogRequest,
  formatDeliveryWindow,
  isCatalogRequestList,
  normalizeZip,
  type StoredCatalogRequest,
  usStates,
  validateCatalogRequest,
} from './catalogRequest.ts'
import './catalogRequest.css'

const none: StoredCatalogRequest[] = []
const stateChoices = usStates.map(([value, label]) => ({ value, label }))

type TextKey = Exclude<keyof CatalogRequestForm, 'interests' | 'state'>
const textFields: { key: TextKey; label: string; autoComplete: string; wide?: boolean; type?: string; inputMode?: 'numeric' }[] =
  [
    { key: 'name', label: 'Full name', autoComplete: 'name', wide: true },
    { key: 'street', label: 'Street address', autoComplete: 'street-address', wide: true },
    { key: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  ]

export default function CatalogRequestPage({ payload }: PageProps<Data>) {
  const { interests } = payload.page
  const { scope } = payload.route
  const [requests, setRequests] = useStored(catalogRequestsKey(scope), none, isCatalogRequestList)
  const [form, setForm] = useState<CatalogRequestForm>(emptyCatalogRequest)
  const [errors, setErrors] = useState<CatalogRequestErrors>({})
  const [sent, setSent] = useState<StoredCatalogRequest>()
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])

  const set = (key: TextKey | 'state') => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value })
  const toggle = (interest: string, on: boolean) =>
    setForm({
      ...form,
      // Kept in the order the brand lists them, whatever order they were ticked in.
      interests: interests.filter((i) => (i === interest ? on : form.interests.includes(i))),
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateCatalogRequest(form, interests)
    setErrors(found)
    if (focusFirstInvalid(formRef.current, 'catalog', catalogRequestFields, found)) return
    const name = form.name.trim()
    const street = form.street.trim()
    const city = form.city.trim()
    const zip = normalizeZip(form.zip) as string
    const email = form.email.trim().toLowerCase()
    const request: StoredCatalogRequest = {
      reference: newOrderId(scope),
      requestedAt: new Date().toISOString(),
      name,
      address: `${street}, ${city}, ${form.state} ${zip}`,
      interests: form.interests,
    }
    setRequests([request, ...requests])
    if (email) {
      identify(userIdFor(email), {
        email,
        name,
        address: { street, city, state: form.state, postal_code: zip, country: 'US' },
      })
    }
    track('Catalog Requested', { interests: form.interests, reference: request.reference })
    setSent(request)
    setForm(emptyCatalogRequest)
  }

  const errorCount = Object.keys(errors).length
  return (
    <>
      <FeatureIntro payload={payload} />
      {sent ? (
        <section className="panel catalog-done" aria-labelledby="catalog-done-heading">
          <h2 id="catalog-done-heading" ref={doneRef} tabIndex={-1}>
            Your catalog is on its way
          </h2>
          <p>
            We will mail it to {sent.name}, {sent.address}. Expect it {formatDeliveryWindow(new Date(sent.requestedAt))}.
          </p>
          <p>
            Your reference is <strong className="catalog-reference">{sent.reference}</strong>.
          </p>
          <button type="button" className="button secondary" onClick={() => setSent(undefined)}>
            Request another catalog
          </button>
        </section>
      ) : (
        <form ref={formRef} className="panel catalog-form" noValidate onSubmit={submit} aria-labelledby="catalog-form-heading">
          <h2 id="catalog-form-heading">Where should we send it?</h2>
          {errorCount > 0 && (
            <p className="notice error" role="alert">
              Please correct the {errorCount} highlighted field{errorCount === 1 ? '' : 's'}.
            </p>
          )}
          <div className="form-grid">
            {textFields.map((f) => (
              <TextField
                key={f.key}
                id={`catalog-${f.key}`}
                label={f.label}
                className={f.wide ? 'wide' : undefined}
                autoComplete={f.autoComplete}
                value={form[f.key]}
                error={errors[f.key]}
                onChange={set(f.key)}
              />
            ))}
            <SelectField
              id="catalog-state"
              label="State"
              autoComplete="address-level1"
              prompt="Choose a state"
              choices={stateChoices}
              value={form.state}
              error={errors.state}
              onChange={set('state')}
            />
            <TextField
              id="catalog-zip"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              value={form.zip}
              error={errors.zip}
              onChange={set('zip')}
            />
            <TextField
              id="catalog-email"
              label="Email (optional)"
              type="email"
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={set('email')}
            />
          </div>
          {interests.length > 0 && (
            <fieldset className="catalog-interests" aria-describedby={errors.interests ? 'catalog-interests-error' : undefined}>
              <legend>I am interested in (optional)</legend>
              <ul>
                {interests.map((interest, i) => (
                  <li key={interest}>
                    <label>
                      <input
                        type="checkbox"
                        id={i === 0 ? 'catalog-interests' : `catalog-interests-${i}`}
                        name="catalog-interests"
                        value={interest}
                        checked={form.interests.includes(interest)}
                        onChange={(e) => toggle(interest, e.target.checked)}
                      />{' '}
                      {interest}
                    </label>
                  </li>
                ))}
              </ul>
              {errors.interests && (
                <p id="catalog-interests-error" className="field-error">
                  {errors.interests}
                </p>
              )}
            </fieldset>
          )}
          <button type="submit" className="button">
            Request my catalog
          </button>
        </form>
      )}
      {requests.length > 0 && (
        <section aria-labelledby="catalog-requests-heading">
          <h2 id="catalog-requests-heading" className="section-title">
            Your catalog requests
          </h2>
          <ul className="line-items catalog-requests">
            {requests.map((r) => (
              <li key={r.reference}>
                <strong>{r.reference}</strong> · {r.address} · expected {formatDeliveryWindow(new Date(r.requestedAt))}
                {r.interests.length > 0 && <> · {r.interests.join(', ')}</>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
