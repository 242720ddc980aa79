// Customer-service request rules (messages say what to enter, next to the field), imported by the page on demand:
// the visitor needs them only once they submit. What sending a valid request needs besides (the case it opens) comes
// with them.
import { choiceProblem, emailProblem, fieldErrors, lengthProblem, textProblem } from '../../components/forms/index.ts'
import type { ServiceTopic, TopicAsk } from './+data.ts'
import { chosenTopic, maxMessageLength, minMessageLength, type ServiceForm } from './serviceRequest.ts'

export { openCase, requestAbout } from './openCase.ts'

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** The visitor's calendar date, as a date input gives it. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

function addDays(value: string, days: number): string | undefined {
  const m = isoDate.exec(value)
  return m ? localDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)) : undefined
}

/** A question's problem: a choice not among the options; a date missing, not a date, before `today`, more than a
 *  year ahead, or not after the date it must follow. */
function askProblem(ask: TopicAsk, form: ServiceForm, asks: readonly TopicAsk[], today: string): string | undefined {
  const value = form[ask.id] ?? ''
  const name = ask.label.toLowerCase()
  if (ask.kind === 'choice') return choiceProblem(value, ask.options, 'Choose one of the options.')
  if (!value) return `Choose the ${name}.`
  if (addDays(value, 0) !== value) return `Choose the ${name} from the calendar.`
  if (value < today) return `Choose the ${name} from today on.`
  if (value > (addDays(today, 365) as string)) return `Choose the ${name} within the next year.`
  const before = asks.find((a) => a.id === ask.after)
  const earlier = before && form[before.id]
  if (before && earlier && value <= earlier) return `Choose the ${name} after the ${before.label.toLowerCase()}.`
  return undefined
}

/** `topics` are the brand's topics; `products` the product names a topic about a product may name (null: the
 *  page searches the catalog instead of carrying it, and only a product found there can be picked); `today` the
 *  visitor's date (YYYY-MM-DD), which a topic's dates are checked against. */
export function validateServiceRequest(
  form: ServiceForm,
  topics: readonly ServiceTopic[],
  products: readonly string[] | null = [],
  today = localDate(new Date()),
) {
  const asks = chosenTopic(topics, form)?.asks ?? []
  return fieldErrors<ServiceForm>({
    name: textProblem(form.name, 'Enter your name.', 2),
    email: emailProblem(form.email),
    topic: choiceProblem(
      form.topic,
      topics.map((t) => t.label),
      'Choose what your request is about.',
    ),
    product:
      form.product && products && !products.includes(form.product)
        ? 'Choose a product from the list, or leave it empty.'
        : undefined,
    ...Object.fromEntries(asks.map((ask) => [ask.id, askProblem(ask, form, asks, today)])),
    message: lengthProblem(
      form.message,
      { min: minMessageLength, max: maxMessageLength },
      {
        tooShort: (n) => `Tell us a little more: at least ${minMessageLength} characters (you have ${n}).`,
        tooLong: (n) => `Keep it to ${maxMessageLength} characters (you have ${n}).`,
      },
    ),
  })
}
