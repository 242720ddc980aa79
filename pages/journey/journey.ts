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
  /** Index of the step on screen. */
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

/** An answer as a person reads it: option labels instead of values, lists joined. */
export function answerText(field: JourneyField, answers: Answers): string {
  if (field.kind === 'text') return textAnswer(answers, field.id).trim()
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
