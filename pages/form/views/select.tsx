// form, the page itself: the inquiry page with the program a select of the catalog the page carries, which is all a
// page of a carried catalog loads. +Page.tsx gives it the search of a catalog too long to carry instead
// (components/forms/productFieldViews.tsx), so only those pages load the search's code.
import { useEffect, useState } from 'react'
import type { ProductFieldView } from '../../../components/forms/index.ts'
import { RequestForm, SelectField, SentPanel, TextAreaField, TextField, useRequestForm } from '../../../components/forms/index.ts'
import { FeatureIntro, identify, type PageProps, referenceNumber, track } from '../../../components/page/index.ts'
import type { Data } from '../+data.ts'
import { type EnquiryForm, emptyEnquiry, type StoredEnquiry, startTerms, enquiries as storedEnquiries } from '../enquiry.ts'

/** The inquiry page with `Picker` as its program field. */
export default function FormView({ payload, Picker = SelectField }: PageProps<Data> & ProductFieldView) {
  const { programs, search } = payload.page
  const { scope } = payload.route
  const enquiries = storedEnquiries.use(scope)
  // Terms depend on today's date, so they are worked out in the browser, after hydration.
  const [terms, setTerms] = useState<string[]>([])
  useEffect(() => setTerms(startTerms(new Date())), [])
  const request = useRequestForm<EnquiryForm, StoredEnquiry, typeof import('../enquiryValidation.ts')>({
    prefix: 'enquiry',
    empty: emptyEnquiry,
    checks: () => import('../enquiryValidation.ts'),
    // A program picked through the search is not kept: the field shows only a pick made on this page.
    draft: { scope, form: 'enquiry', fields: { omit: search ? ['program'] : [] } },
    validate: (checks, f) => checks.validateEnquiry(f, search ? undefined : programs, terms),
    send: (f, { normalizePhone }) => {
      const email = f.email.trim().toLowerCase()
      const firstName = f.firstName.trim()
      const lastName = f.lastName.trim()
      const phone = f.phone.trim() ? normalizePhone(f.phone) : undefined
      const enquiry: StoredEnquiry = {
        reference: referenceNumber(scope),
        submittedAt: new Date().toISOString(),
        program: f.program,
        startTerm: f.startTerm,
        name: `${firstName} ${lastName}`,
        email,
      }
      storedEnquiries.add(scope, enquiry)
      identify({ email, firstName, lastName, ...(phone ? { phone } : {}) })
      track('Inquiry Submitted', { program: f.program, start_term: f.startTerm, reference: enquiry.reference })
      return enquiry
    },
  })
  const { field, sent } = request

  return (
    <>
      <FeatureIntro payload={payload} />
      {sent ? (
        <SentPanel
          kit={request}
          id="enquiry-done-heading"
          heading={<>Thank you, {sent.name}</>}
          className="enquiry-done"
          againLabel="Send another inquiry"
        >
          <p>
            Your inquiry about <strong>{sent.program}</strong> ({sent.startTerm}) is with us. Your reference is{' '}
            <strong className="enquiry-reference">{sent.reference}</strong>; we will reply to {sent.email}.
          </p>
        </SentPanel>
      ) : (
        <RequestForm
          kit={request}
          id="enquiry-heading"
          heading="Your details"
          className="enquiry-form"
          submitLabel="Send inquiry"
        >
          <div className="form-grid">
            <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
            <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
            <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
            <TextField {...field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" />
            <Picker
              {...field('program')}
              label="Program of interest"
              className="wide"
              prompt="Choose a program"
              choices={programs.map((p) => ({ value: p, label: p }))}
              search={search}
            />
            <SelectField
              {...field('startTerm')}
              label="Preferred start term"
              prompt="Choose a term"
              choices={terms.map((t) => ({ value: t, label: t }))}
            />
            <TextAreaField {...field('message')} label="Message (optional)" className="wide" />
          </div>
        </RequestForm>
      )}
      {enquiries.length > 0 && (
        <section aria-labelledby="enquiries-heading">
          <h2 id="enquiries-heading" className="section-title">
            Your inquiries
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
