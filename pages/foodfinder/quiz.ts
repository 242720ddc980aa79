// The food finder quiz: its pages in order, the view that shows each and where each lives for a brand, its questions,
// the checks on each answer, which step still needs one, and where the answers are kept. All pure, so the rules are
// unit-tested.
import { storageKey } from '../../components/page/index.ts'

/** The question pages in order; confirm, result and saveResult follow. */
export const questionSteps = ['start', 'oneFive', 'two', 'three', 'four'] as const
export type QuestionStep = (typeof questionSteps)[number]
export const foodSteps = [...questionSteps, 'confirm', 'result', 'saveResult'] as const
export type FoodStep = (typeof foodSteps)[number]

export function isQuestionStep(value: unknown): value is QuestionStep {
  return typeof value === 'string' && (questionSteps as readonly string[]).includes(value)
}

/** The view (a module in views/) that shows each step: a page's first load carries only its step's view. */
export function stepView(step = 'start'): 'question' | 'confirm' | 'result' | 'save' {
  if (isQuestionStep(step)) return 'question'
  if (step === 'confirm' || step === 'result') return step
  return 'save'
}

/** The food finder pages' payload (pages/foodfinder/+data.ts). */
export interface FoodFinderData {
  /** Path of each step page the brand has. */
  steps: Partial<Record<FoodStep, string>>
  /** The brand's page for choosing an item (`?item=<slug>` is appended). */
  confirmItem?: string
  /** The brand's catalog, for when nothing matches. */
  catalog?: string
}

/** The path of the step page after `step` that the brand has. */
export function nextStepPath(data: FoodFinderData, step: FoodStep): string | undefined {
  return foodSteps
    .slice(foodSteps.indexOf(step) + 1)
    .map((s) => data.steps[s])
    .find(Boolean)
}

/** The path of the step page before `step` that the brand has. */
export function previousStepPath(data: FoodFinderData, step: FoodStep): string | undefined {
  return foodSteps
    .slice(0, foodSteps.indexOf(step))
    .map((s) => data.steps[s])
    .filter(Boolean)
    .at(-1)
}

export function foodKey(scope: string): string {
  return storageKey(scope, 'foodfinder')
}

export function savedKey(scope: string): string {
  return storageKey(scope, 'foodfinder-saved')
}

export type Species = 'dog' | 'cat'
export type Age = 'young' | 'adult' | 'senior'
export type Size = 'small' | 'medium' | 'large'
export type Activity = 'low' | 'moderate' | 'high'
export type Health = 'sensitive-stomach' | 'weight' | 'joints' | 'skin-coat' | 'none'

export interface FoodAnswers {
  species?: Species
  petName?: string
  age?: Age
  size?: Size
  activity?: Activity
  health?: Health
}

export type ChoiceKey = 'species' | 'age' | 'size' | 'activity' | 'health'

export interface ChoiceOption {
  value: string
  label: string
  hint?: string
}

export interface Question {
  step: QuestionStep
  key: ChoiceKey
  /** Short name for the summary, progress and "answer this first" links. */
  label: string
  /** The question as asked, with the pet's name when known. */
  ask: (name: string, species: Species | undefined) => string
  options: (species: Species | undefined) => ChoiceOption[]
  message: string
}

const young = (species: Species | undefined) => (species === 'cat' ? 'Kitten' : species === 'dog' ? 'Puppy' : 'Puppy or kitten')

export const questions: readonly Question[] = [
  {
    step: 'start',
    key: 'species',
    label: 'Your pet',
    ask: () => 'Is your pet a dog or a cat?',
    options: () => [
      { value: 'dog', label: 'Dog' },
      { value: 'cat', label: 'Cat' },
    ],
    message: 'Choose dog or cat.',
  },
  {
    step: 'oneFive',
    key: 'age',
    label: 'Age',
    ask: (name) => `How old is ${name}?`,
    options: (species) => [
      { value: 'young', label: young(species), hint: 'Under 1 year' },
      { value: 'adult', label: 'Adult', hint: '1 to 7 years' },
      { value: 'senior', label: 'Senior', hint: '7 years and over' },
    ],
    message: 'Choose an age group.',
  },
  {
    step: 'two',
    key: 'size',
    label: 'Size',
    ask: (name) => `How big is ${name}?`,
    options: (species) =>
      species === 'cat'
        ? [
            { value: 'small', label: 'Petite', hint: 'Under 8 lb' },
            { value: 'medium', label: 'Average', hint: '8 to 12 lb' },
            { value: 'large', label: 'Large', hint: 'Over 12 lb' },
          ]
        : [
            { value: 'small', label: 'Small', hint: 'Under 20 lb' },
            { value: 'medium', label: 'Medium', hint: '20 to 50 lb' },
            { value: 'large', label: 'Large', hint: 'Over 50 lb' },
          ],
    message: 'Choose a size.',
  },
  {
    step: 'three',
    key: 'activity',
    label: 'Activity',
    ask: (name) => `How active is ${name}?`,
    options: (species) => [
      { value: 'low', label: 'Relaxed', hint: species === 'cat' ? 'Mostly indoors, lots of naps' : 'Short walks, lots of naps' },
      { value: 'moderate', label: 'Moderately active', hint: 'Plays or walks every day' },
      {
        value: 'high',
        label: 'Very active',
        hint: species === 'cat' ? 'Goes outdoors, always on the move' : 'Runs, hikes or works',
      },
    ],
    message: 'Choose an activity level.',
  },
  {
    step: 'four',
    key: 'health',
    label: 'Health focus',
    ask: (name) => `Should ${name}’s food help with anything in particular?`,
    options: () => [
      { value: 'sensitive-stomach', label: 'Sensitive stomach' },
      { value: 'weight', label: 'Healthy weight' },
      { value: 'joints', label: 'Joints and mobility' },
      { value: 'skin-coat', label: 'Skin and coat' },
      { value: 'none', label: 'Nothing in particular' },
    ],
    message: 'Choose a health focus, or “Nothing in particular”.',
  },
]

export function questionFor(step: QuestionStep): Question {
  return questions.find((q) => q.step === step) as Question
}

const isChoice = (question: Question, value: unknown) =>
  typeof value === 'string' && question.options(undefined).some((o) => o.value === value)

/** Stored answers are used only when every answer present is one the quiz could have given. */
export function isFoodAnswers(value: unknown): value is FoodAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const a = value as Record<string, unknown>
  if (a.petName !== undefined && typeof a.petName !== 'string') return false
  return questions.every((q) => a[q.key] === undefined || isChoice(q, a[q.key]))
}

export const maxNameLength = 30

export function checkPetName(input: string): string | undefined {
  const name = input.trim()
  if (!name) return 'Enter your pet’s name.'
  if (name.length > maxNameLength) return `Use ${maxNameLength} characters or fewer.`
  if (!/^[\p{L}\p{N}][\p{L}\p{N}\p{M} '’.-]*$/u.test(name)) return 'Use letters, numbers, spaces, hyphens or apostrophes.'
  return undefined
}

export type FoodErrors = Partial<Record<ChoiceKey | 'petName', string>>

/** The problems of one question page's answers, by field; empty when the visitor may go on. */
export function validateQuestion(step: QuestionStep, answers: FoodAnswers): FoodErrors {
  const question = questionFor(step)
  const errors: FoodErrors = {}
  if (!isChoice(question, answers[question.key])) errors[question.key] = question.message
  if (step === 'start') {
    const problem = checkPetName(answers.petName ?? '')
    if (problem) errors.petName = problem
  }
  return errors
}

/** The first question page (in quiz order, before `step`) still without a valid answer, or null. */
export function firstUnanswered(answers: FoodAnswers, step: FoodStep = 'saveResult'): QuestionStep | null {
  const before = isQuestionStep(step) ? questionSteps.indexOf(step) : questionSteps.length
  for (const s of questionSteps.slice(0, before)) if (Object.keys(validateQuestion(s, answers)).length > 0) return s
  return null
}

export function isComplete(answers: FoodAnswers): boolean {
  return firstUnanswered(answers) === null
}

/** The answer of a question page as analytics reports it. */
/** The answer as the visitor reads it, with the species' own words. */
export function answerLabel(question: Question, answers: FoodAnswers): string {
  const option = question.options(answers.species).find((o) => o.value === answers[question.key])
  if (!option) return ''
  return option.hint ? `${option.label} (${option.hint.toLowerCase()})` : option.label
}

export function petName(answers: FoodAnswers): string {
  const name = answers.petName?.trim()
  if (name) return name
  return answers.species === 'cat' ? 'your cat' : answers.species === 'dog' ? 'your dog' : 'your pet'
}

export function possessive(name: string): string {
  return name.startsWith('your ') ? name : `${name}’${name.endsWith('s') ? '' : 's'}`
}
