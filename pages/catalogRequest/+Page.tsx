// Request a printed catalog: name, US postal address, optional email and interests (the brand's product
// categories). Checked field by field; a request is kept on this device, tracked as "Catalog Requested" and, only
// when an email is given, adds the address traits to the visitor's identity (no user id: a request is not a sign-in).

import { Field, RequestForm, SelectField, SentPanel, TextField, useRequestForm } from '../../components/forms/index.ts'
import { FeatureIntro, identify, type PageProps, referenceNumber, track } from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import {
  type CatalogRequestForm,
  catalogRequests,
  emptyCatalogRequest,
  formatDeliveryWindow,
  type StoredCatalogRequest,
  usStates,
} from './catalogRequest.ts'
import './catalogRequest.css'

const stateChoices = usStates.map(([value, label]) => ({ value, label }))

export default function CatalogRequestPage({ payload }: PageProps<Data>) {
  const { interests } = payload.page
  const { scope } = payload.route
  const requests = catalogRequests.use(scope)
  const request = useRequestForm<CatalogRequestForm, StoredCatalogRequest, typeof import('./catalogRequestValidation.ts')>({
    prefix: 'catalog',
    empty: emptyCatalogRequest,
    checks: () => import('./catalogRequestValidation.ts'),
    draft: { scope, form: 'catalog-request', fields: { omit: [] } },
    validate: (checks, f) => checks.validateCatalogRequest(f, interests),
    send: (f, { normalizeZip }) => {
      const name = f.name.trim()
      const street = f.street.trim()
      const city = f.city.trim()
      const zip = normalizeZip(f.zip) as string
      const email = f.email.trim().toLowerCase()
      const request: StoredCatalogRequest = {
        reference: referenceNumber(scope),
        requestedAt: new Date().toISOString(),
        name,
        address: `${street}, ${city}, ${f.state} ${zip}`,
        interests: f.interests,
      }
      catalogRequests.add(scope, request)
      if (email) {
        identify({
          email,
          name,
          address: { street, city, state: f.state, postal_code: zip, country: 'US' },
        })
      }
      track('Catalog Requested', { interests: f.interests, reference: request.reference })
      return request
    },
  })
  const { form, setValue, field, errors, sent } = request

  const toggle = (interest: string, on: boolean) =>
    // Kept in the order the brand lists them, whatever order they were ticked in.
    setValue(
      'interests',
      interests.filter((i) => (i === interest ? on : form.interests.includes(i))),
    )

  return (
    <>
      <FeatureIntro payload={payload} />
      {sent ? (
        <SentPanel
          kit={request}
          id="catalog-done-heading"
          heading="Your catalog is on its way"
          className="catalog-done"
          againLabel="Request another catalog"
        >
          <p>
            We will mail it to {sent.name}, {sent.address}. Expect it {formatDeliveryWindow(new Date(sent.requestedAt))}.
          </p>
          <p>
            Your reference is <strong className="catalog-reference">{sent.reference}</strong>.
          </p>
        </SentPanel>
      ) : (
        <RequestForm
          kit={request}
          id="catalog-form-heading"
          heading="Where should we send it?"
          className="catalog-form"
          submitLabel="Request my catalog"
        >
          <div className="form-grid">
            <TextField {...field('name')} label="Full name" autoComplete="name" className="wide" />
            <TextField {...field('street')} label="Street address" autoComplete="street-address" className="wide" />
            <TextField {...field('city')} label="City" autoComplete="address-level2" />
            <SelectField
              {...field('state')}
              label="State"
              autoComplete="address-level1"
              prompt="Choose a state"
              choices={stateChoices}
            />
            <TextField {...field('zip')} label="ZIP code" autoComplete="postal-code" inputMode="numeric" />
            <TextField {...field('email')} label="Email (optional)" type="email" autoComplete="email" />
          </div>
          {interests.length > 0 && (
            <Field
              id="catalog-interests-group"
              label="I am interested in (optional)"
              className="catalog-interests"
              error={errors.interests}
              layout="group"
            >
              {() => (
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
              )}
            </Field>
          )}
        </RequestForm>
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
