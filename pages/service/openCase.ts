// What sending a valid request needs, imported with the form's checks (serviceValidation.ts) rather than with the
// page: the request as it is about its topic, and the case it opens with the event's properties.
import type { ServiceTopic, TopicAsk } from './+data.ts'
import { chosenTopic, type ServiceCase, type ServiceForm } from './serviceRequest.ts'

/** The form as a request about its topic: the product only where the topic is about one, and no answer to another
 *  topic's questions. */
export function requestAbout(f: ServiceForm, topics: readonly ServiceTopic[], products: readonly string[] | null): ServiceForm {
  const topic = chosenTopic(topics, f)
  const own = new Set((topic?.asks ?? []).map((a) => a.id))
  const others = topics.flatMap((t) => t.asks ?? []).filter((a) => !own.has(a.id))
  return {
    ...f,
    ...Object.fromEntries(others.map((a) => [a.id, ''])),
    product: topic?.aboutProduct && (!products || products.length > 0) ? f.product : '',
  }
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** An answer as a person reads it: a date written out ("Tue, Dec 1, 2026"), a choice as it is. */
export function answerText(ask: TopicAsk, value: string): string {
  const m = ask.kind === 'date' ? isoDate.exec(value) : null
  if (!m) return value
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

/** "serviceDate" → "service_date": Segment's property names. */
export const propertyName = (id: string): string => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The case a valid request (requestAbout) opens under `id`, and the properties of its "Service Request Submitted":
 *  the topic, the product if named, and each of the topic's answers as given (a date as YYYY-MM-DD). */
export function openCase(r: ServiceForm, topics: readonly ServiceTopic[], id: string, at = new Date()) {
  const asks = chosenTopic(topics, r)?.asks ?? []
  const serviceCase: ServiceCase = {
    id,
    openedAt: at.toISOString(),
    topic: r.topic,
    ...(r.product ? { product: r.product } : {}),
    ...(asks.length ? { details: asks.map((a) => ({ label: a.label, value: answerText(a, r[a.id] ?? '') })) } : {}),
    name: r.name.trim(),
    email: r.email.trim(),
    message: r.message.trim(),
  }
  const properties = {
    case_id: serviceCase.id,
    topic: serviceCase.topic,
    ...(serviceCase.product ? { product: serviceCase.product } : {}),
    ...Object.fromEntries(asks.map((a) => [propertyName(a.id), r[a.id] ?? ''])),
  }
  return { serviceCase, properties }
}
