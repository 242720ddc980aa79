// The journey's checks, imported by the page on demand (when the browser is idle or a step's form is focused, at the
// latest by Next, which waits for them): no visitor needs them before answering. What going on and finishing need
// besides (the answers as event properties, the identify traits with the phone read) comes with them.
import { parseLogin } from '../../components/account/index.ts'
import { emailProblem, lengthProblem, phoneProblem, textProblem } from '../../components/forms/index.ts'
import {
  type Answers,
  addDays,
  answerText,
  findField,
  isVisible,
  type JourneyErrors,
  type JourneyField,
  type JourneyFlow,
  type JourneyStep,
  listAnswer,
  textAnswer,
  visibleFields,
} from './journey.ts'

export function checkText(rule: 'name' | 'email' | 'phone', input: string): string | undefined {
  const value = input.trim()
  if (rule === 'name')
    return (
      textProblem(value, 'Enter your name (at least 2 characters).', 2) ??
      lengthProblem(value, { max: 60 }, { tooLong: () => 'Use 60 characters or fewer for your name.' })
    )
  if (rule === 'email') return emailProblem(value)
  return phoneProblem(value, { message: 'Enter a mobile number of 10 to 15 digits, like (415) 555-0101.' })
}

/** How far ahead a date may be. */
const maxDaysAhead = 365

/** A date field's problem: missing, not a calendar date, before `today` (YYYY-MM-DD), more than a year ahead, or not
 *  after the date it must follow. */
export function checkDate(field: JourneyField & { kind: 'date' }, answers: Answers, today: string): string | undefined {
  const value = textAnswer(answers, field.id)
  const name = field.label.toLowerCase()
  if (!value) return `Choose the ${name}.`
  if (addDays(value, 0) !== value) return `Choose the ${name} from the calendar.`
  if (value < today) return `Choose the ${name} from today on.`
  if (value > (addDays(today, maxDaysAhead) as string)) return `Choose the ${name} within the next year.`
  const before = field.after && textAnswer(answers, field.after.id)
  if (field.after && before && addDays(before, 0) === before && value <= before)
    return `Choose the ${name} after the ${field.after.label.toLowerCase()}.`
  return undefined
}

/** The problems of one step's visible fields, by field id; empty when the step may be left with Next. `today` is
 *  the visitor's date (YYYY-MM-DD), which date fields are checked against. */
export function validateStep(step: JourneyStep, answers: Answers, today: string): JourneyErrors {
  const errors: JourneyErrors = {}
  for (const field of visibleFields(step, answers)) {
    if (field.kind === 'date') {
      const problem = checkDate(field, answers, today)
      if (problem) errors[field.id] = problem
    } else if (field.kind === 'text') {
      const problem = checkText(field.rule, textAnswer(answers, field.id))
      if (problem) errors[field.id] = problem
    } else if (field.kind === 'single') {
      if (!field.options.some((o) => o.value === textAnswer(answers, field.id))) errors[field.id] = field.message
    } else {
      const known = listAnswer(answers, field.id).filter((v) => field.options.some((o) => o.value === v))
      if (known.length < field.min) errors[field.id] = field.message
    }
  }
  return errors
}

/** The first step whose answers are not (or no longer) valid, or -1 when the whole flow may be finished. */
export function firstInvalidStep(flow: JourneyFlow, answers: Answers, today: string): number {
  return flow.steps.findIndex((step) => Object.keys(validateStep(step, answers, today)).length > 0)
}

/** Identify traits at the finish: the email (normalised, as the user id is made from it), name and phone if given. */
export function journeyTraits(flow: JourneyFlow, answers: Answers): Record<string, string> {
  const traits: Record<string, string> = { email: textAnswer(answers, 'email').trim().toLowerCase() }
  const name = textAnswer(answers, 'name').trim()
  if (name) traits.name = name
  const phoneField = findField(flow, 'phone')
  if (phoneField && isVisible(phoneField, answers)) {
    const parsed = parseLogin(textAnswer(answers, 'phone'))
    if ('phone' in parsed) traits.phone = parsed.phone
  }
  return traits
}

/** The answers to `fields` as event properties, by field id in snake_case: a choice as its label (a list of them
 *  for several), a date as YYYY-MM-DD. What the visitor typed about themselves (name, email, phone) is left out:
 *  it goes on the visitor's traits (identify), not on every event. */
export function answerProperties(fields: readonly JourneyField[], answers: Answers): Record<string, string | string[]> {
  const properties: Record<string, string | string[]> = {}
  for (const field of fields) {
    const key = field.id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    if (field.kind === 'date' && textAnswer(answers, field.id)) properties[key] = textAnswer(answers, field.id)
    else if (field.kind === 'single' && answerText(field, answers)) properties[key] = answerText(field, answers)
    else if (field.kind === 'multi') {
      const chosen = listAnswer(answers, field.id)
      const labels = field.options.filter((o) => chosen.includes(o.value)).map((o) => o.label)
      if (labels.length > 0) properties[key] = labels
    }
  }
  return properties
}

/** Every answered field's properties (answerProperties) across the flow, for "Journey Completed". */
export function flowAnswerProperties(flow: JourneyFlow, answers: Answers): Record<string, string | string[]> {
  return answerProperties(
    flow.steps.flatMap((step) => visibleFields(step, answers)),
    answers,
  )
}
