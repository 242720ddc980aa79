// service, the page itself: the service page with the product a select of the catalog the page carries, which is all
// a page of a carried catalog loads. +Page.tsx gives it the search of a catalog too long to carry instead
// (components/forms/productFieldViews.tsx), so only those pages load the search's code.
import type { ProductFieldView } from '../../../components/forms/index.ts'
import { RequestForm, SelectField, TextAreaField, TextField, useRequestForm } from '../../../components/forms/index.ts'
import { FeatureIntro, type PageProps, referenceNumber, track } from '../../../components/page/index.ts'
import type { Data } from '../+data.ts'
import {
  chosenTopic,
  emptyFormFor,
  fieldOrder,
  minMessageLength,
  type ServiceCase,
  type ServiceForm,
  serviceCases,
} from '../serviceRequest.ts'

/** The service page with `Picker` as its product field. */
export default function ServiceView({ payload, Picker = SelectField }: PageProps<Data> & ProductFieldView) {
  const { topics, products: carried, search, faq } = payload.page
  // The product names a request may name: null when the catalog is searched (any product found there).
  const products = search ? null : carried
  const { scope } = payload.route
  const cases = serviceCases.use(scope)
  const empty = emptyFormFor(topics)
  const request = useRequestForm<ServiceForm, ServiceCase, typeof import('../serviceValidation.ts')>({
    prefix: 'service',
    empty,
    order: fieldOrder(topics),
    checks: () => import('../serviceValidation.ts'),
    // A product picked through the search is not kept: the field shows only a pick made on this page.
    draft: { scope, form: 'service-request', fields: { omit: search ? ['product'] : [] } },
    validate: (checks, f) => checks.validateServiceRequest(checks.requestAbout(f, topics, products), topics, products),
    send: (f, checks) => {
      const request = checks.requestAbout(f, topics, products)
      const { serviceCase, properties } = checks.openCase(request, topics, referenceNumber(scope, 'CASE'))
      serviceCases.add(scope, serviceCase)
      track('Service Request Submitted', properties)
      return serviceCase
    },
    // Name and email stay for a next request; the request itself starts afresh.
    next: (f) => ({ ...empty, name: f.name, email: f.email }),
  })
  const { form, field, sent: opened } = request
  const topic = chosenTopic(topics, form)
  const asksProduct = Boolean(topic?.aboutProduct) && (search !== undefined || carried.length > 0)
  const length = form.message.trim().length

  return (
    <>
      <FeatureIntro payload={payload} />
      {opened && (
        <section className="notice service-confirmation" aria-labelledby="service-confirmation-heading">
          <h2 id="service-confirmation-heading" ref={request.sentRef} tabIndex={-1}>
            Request received
          </h2>
          <p>
            Your case reference is <strong className="case-id">{opened.id}</strong>. We will reply to {opened.email} within one
            business day; quote the reference if you contact us about it.
          </p>
        </section>
      )}
      <div className="service-layout">
        <RequestForm kit={request} id="service-form-heading" heading="Send us a request" submitLabel="Send request">
          <div className="form-grid">
            <TextField {...field('name')} label="Your name" autoComplete="name" />
            <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
            <SelectField
              {...field('topic')}
              label="Topic"
              className="wide"
              prompt="Choose a topic"
              choices={topics.map((t) => ({ value: t.label, label: t.label }))}
            />
            {asksProduct && (
              <Picker
                {...field('product')}
                label="Which product? (optional)"
                className="wide"
                prompt="Not about one product"
                choices={carried.map((p) => ({ value: p, label: p }))}
                search={search}
              />
            )}
            {topic?.asks?.map((ask) =>
              ask.kind === 'choice' ? (
                <SelectField
                  key={ask.id}
                  {...field(ask.id)}
                  label={ask.label}
                  className="wide"
                  prompt="Choose one"
                  choices={ask.options.map((o) => ({ value: o, label: o }))}
                />
              ) : (
                <TextField key={ask.id} {...field(ask.id)} label={ask.label} type="date" className="wide" />
              ),
            )}
            <TextAreaField
              {...field('message')}
              label="How can we help?"
              className="wide"
              rows={6}
              hint={`At least ${minMessageLength} characters: what happened, and what you would like us to do.`}
            />
          </div>
          <p className="service-count" aria-hidden="true">
            {length} character{length === 1 ? '' : 's'}
          </p>
        </RequestForm>
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
                {c.details && (
                  <p className="service-case-details">{c.details.map((d) => `${d.label}: ${d.value}`).join(' · ')}</p>
                )}
                <p className="service-case-message">{c.message.length > 160 ? `${c.message.slice(0, 157)}…` : c.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
