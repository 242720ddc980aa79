// The guided onboarding flow: its steps are plain data built from the brand at build time (buildJourney.ts), and
// these pure functions describe answers and check what localStorage gives back; a step's checks are in
// journeyChecks.ts, which the page imports on demand.

export type Answer = string | string[]
export type Answers = Record<string, Answer>

export interface ChoiceOption {
  value: string
  label: string
  hint?: string
}

interface FieldBase {
  id: string
  label: string
  /** Shown only when another field has this value (a phone number when SMS is the channel). */
  showWhen?: { field: string; equals: string }
}

export type JourneyField =
  | (FieldBase & {
      kind: 'text'
      rule: 'name' | 'email' | 'phone'
      autoComplete: string
      inputMode?: 'email' | 'tel' | 'text'
      type?: 'email' | 'tel' | 'text'
    })
  | (FieldBase & { kind: 'single'; options: ChoiceOption[]; message: string })
  | (FieldBase & { kind: 'multi'; options: ChoiceOption[]; min: number; message: string })
  /** A date (YYYY-MM-DD) from today on; with `after`, later than that date field's. */
  | (FieldBase & { kind: 'date'; after?: { id: string; label: string } })

export interface JourneyStep {
  id: string
  title: string
  intro: string
  fields: JourneyField[]
  /** The last step: a summary of every answer with a way back to each step, and Finish. */
  review?: boolean
}

export interface JourneyFlow {
  steps: JourneyStep[]
}

export interface JourneySuggestion {
  slug: string
  name: string
}

export interface JourneyData {
  flow: JourneyFlow
  /** A few items per interest (by category, the option's label), offered on the completion view. */
  suggestions: Record<string, JourneySuggestion[]>
  links: {
    home: string
    overview: string
    start: string
    /** The brand's page for choosing an item (`?item=<slug>` is appended), when it has one. */
    confirmItem?: string
  }
}

export interface JourneyState {
  /** Index of the step on screen; the number of steps once finished (the completion). */
  step: number
  answers: Answers
  /** Set once "Journey Started" has been sent for this run. */
  started: boolean
  completedAt?: string
}

export type JourneyErrors = Record<string, string>

export const emptyJourney: JourneyState = { step: 0, answers: {}, started: false }

export function journeyKey(scope: string): string {
  return `storefront:${scope}:journey`
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))

/** What comes back from localStorage may be old, hand-edited or from another version: only a full shape is used. */
export function isJourneyState(value: unknown): value is JourneyState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const s = value as Partial<JourneyState>
  return (
    typeof s.step === 'number' &&
    Number.isInteger(s.step) &&
    s.step >= 0 &&
    typeof s.started === 'boolean' &&
    (s.completedAt === undefined || typeof s.completedAt === 'string') &&
    typeof s.answers === 'object' &&
    s.answers !== null &&
    !Array.isArray(s.answers) &&
    Object.values(s.answers).every(isAnswer)
  )
}

/** The step index to show: a stored index beyond the flow (the brand's flow got shorter) lands on the last step. */
export function clampStep(step: number, flow: JourneyFlow): number {
  return Math.min(Math.max(0, step), Math.max(0, flow.steps.length - 1))
}

export function textAnswer(answers: Answers, id: string): string {
  const value = answers[id]
  return typeof value === 'string' ? value : ''
}

export function listAnswer(answers: Answers, id: string): string[] {
  const value = answers[id]
  return Array.isArray(value) ? value : []
}

export function isVisible(field: JourneyField, answers: Answers): boolean {
  return !field.showWhen || textAnswer(answers, field.showWhen.field) === field.showWhen.equals
}

export function visibleFields(step: JourneyStep, answers: Answers): JourneyField[] {
  return step.fields.filter((f) => isVisible(f, answers))
}

/** Whether the completion is on screen: finished, and not gone back to a step since. */
export function isDone(state: JourneyState, flow: JourneyFlow): boolean {
  return state.completedAt !== undefined && state.step >= flow.steps.length
}

/** The `step` query value of a step index (1-based), or of the completion ("done"). */
export function stepQuery(step: number, flow: JourneyFlow): string {
  return step >= flow.steps.length ? 'done' : String(step + 1)
}

/** The step index a `step` query value names (the number of steps for "done"); undefined when it names none. */
export function stepFromQuery(value: string | null, flow: JourneyFlow): number | undefined {
  if (value === 'done') return flow.steps.length
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return undefined
  return clampStep(Number(value) - 1, flow)
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** A YYYY-MM-DD date as a person reads it ("Fri, Jun 5, 2026"); anything else as it is. */
export function formatDate(value: string): string {
  const m = isoDate.exec(value)
  if (!m) return value
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
}

/** The visitor's calendar date, as a date input gives it. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The date `days` after a YYYY-MM-DD date (undefined when it is not one). */
export function addDays(value: string, days: number): string | undefined {
  const m = isoDate.exec(value)
  if (!m) return undefined
  return localDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days))
}

/** An answer as a person reads it: option labels instead of values, lists joined, dates written out. */
export function answerText(field: JourneyField, answers: Answers): string {
  if (field.kind === 'text') return textAnswer(answers, field.id).trim()
  if (field.kind === 'date') return formatDate(textAnswer(answers, field.id))
  if (field.kind === 'single') return field.options.find((o) => o.value === textAnswer(answers, field.id))?.label ?? ''
  const chosen = listAnswer(answers, field.id)
  return field.options
    .filter((o) => chosen.includes(o.value))
    .map((o) => o.label)
    .join(', ')
}

export function findField(flow: JourneyFlow, id: string): JourneyField | undefined {
  for (const step of flow.steps) for (const field of step.fields) if (field.id === id) return field
  return undefined
}

/** The labels of every chosen option, in the flow's order: what the completion's "Picked for you" matches against
 *  the catalog's categories (the interests, or a brand's own question such as "What do you need done?"). */
export function chosenLabels(flow: JourneyFlow, answers: Answers): string[] {
  return flow.steps.flatMap((step) =>
    visibleFields(step, answers).flatMap((field) => {
      if (field.kind === 'single')
        return field.options.filter((o) => o.value === textAnswer(answers, field.id)).map((o) => o.label)
      if (field.kind === 'multi')
        return field.options.filter((o) => listAnswer(answers, field.id).includes(o.value)).map((o) => o.label)
      return []
    }),
  )
}

/** The labels of the chosen interests, for "Journey Completed". */
export function chosenInterests(flow: JourneyFlow, answers: Answers): string[] {
  const field = findField(flow, 'interests')
  if (field?.kind !== 'multi') return []
  const chosen = listAnswer(answers, field.id)
  return field.options.filter((o) => chosen.includes(o.value)).map((o) => o.label)
}

/** Toggles one value of a multi-choice answer, keeping the options' order. */
export function toggleChoice(field: JourneyField & { kind: 'multi' }, current: string[], value: string): string[] {
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return field.options.map((o) => o.value).filter((v) => next.includes(v))
}
