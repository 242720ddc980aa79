// The food finder quiz: its questions, the checks on each answer, which step still needs an answer, and the
// recommendation of foods from the brand's own catalog. All pure, so the rules are unit-tested.
import type { Product } from '../../brand/brandSchema.ts'
import { emailProblem } from '../../components/forms/rules.ts'

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

/** The question pages in order; confirm, result and saveResult follow. */
export const questionSteps = ['start', 'oneFive', 'two', 'three', 'four'] as const
export type QuestionStep = (typeof questionSteps)[number]
export const foodSteps = [...questionSteps, 'confirm', 'result', 'saveResult'] as const
export type FoodStep = (typeof foodSteps)[number]

export function isFoodStep(value: unknown): value is FoodStep {
  return typeof value === 'string' && (foodSteps as readonly string[]).includes(value)
}

export function isQuestionStep(value: unknown): value is QuestionStep {
  return typeof value === 'string' && (questionSteps as readonly string[]).includes(value)
}

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

/** The food finder pages' payload (pages/foodfinder/+data.ts). */
export interface FoodFinderData {
  /** Path of each step page the brand has. */
  steps: Partial<Record<FoodStep, string>>
  /** The catalog, on the pages that recommend (result, saveResult); empty elsewhere. */
  products: Product[]
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
  return `storefront:${scope}:foodfinder`
}

export function savedKey(scope: string): string {
  return `storefront:${scope}:foodfinder-saved`
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
export function answerValue(step: QuestionStep, answers: FoodAnswers): string {
  return answers[questionFor(step).key] ?? ''
}

/** The answer as the visitor reads it, with the species' own words. */
export function answerLabel(question: Question, answers: FoodAnswers): string {
  const option = question.options(answers.species).find((o) => o.value === answers[question.key])
  if (!option) return ''
  return option.hint ? `${option.label} (${option.hint.toLowerCase()})` : option.label
}

export function validateEmail(input: string): string | undefined {
  return emailProblem(input)
}

// Recommendation: every product of the catalog is scored by what its category, name and description say. The
// health focus weighs most (it is the owner's most specific need), then age and size, then activity.

export interface Recommendation {
  product: Product
  score: number
  reasons: string[]
}

interface Rule {
  pattern: RegExp
  points: number
  reason: string
}

const speciesWords: Record<Species, RegExp> = {
  dog: /\b(dogs?|pupp(?:y|ies)|canine)\b/,
  cat: /\b(cats?|kittens?|feline)\b/,
}

const youngWords = /\b(pupp(?:y|ies)|kittens?)\b/

const ageRules: Record<Age, Rule[]> = {
  young: [
    { pattern: youngWords, points: 4, reason: 'Made for growing young pets' },
    { pattern: /\b(starter|adoption|first weeks)\b/, points: 3, reason: 'Everything a new pet needs for the first weeks' },
  ],
  adult: [{ pattern: /\badult\b/, points: 2, reason: 'Formulated for adult pets' }],
  senior: [
    { pattern: /\b(senior|mature)\b/, points: 4, reason: 'Made for senior pets' },
    { pattern: /\b(joints?|glucosamine|easy digestion)\b/, points: 1, reason: 'Gentle support for older pets' },
  ],
}

const sizeRules: Record<Size, Rule[]> = {
  small: [{ pattern: /\b(small breed|small bites?|toy breed|small\/medium)\b/, points: 3, reason: 'Sized for smaller pets' }],
  medium: [],
  large: [{ pattern: /\b(large breed|50 lb and up)\b/, points: 3, reason: 'Made for large breeds' }],
}

const activityRules: Record<Activity, Rule[]> = {
  low: [{ pattern: /\b(indoor|healthy weight|calories?)\b/, points: 2, reason: 'Suits a relaxed, mostly indoor life' }],
  moderate: [{ pattern: /\b(complete and balanced|balanced|antioxidant)\b/, points: 1, reason: 'Balanced everyday nutrition' }],
  high: [{ pattern: /\b(high-protein|protein|energy)\b/, points: 2, reason: 'Protein for an active lifestyle' }],
}

const healthRules: Record<Health, Rule[]> = {
  'sensitive-stomach': [
    {
      pattern: /\b(sensitive|stomach|digestion|digestive|probiotics?|oatmeal)\b/,
      points: 5,
      reason: 'Gentle on sensitive stomachs',
    },
  ],
  weight: [{ pattern: /\b(healthy weight|weight|calories?|fiber)\b/, points: 5, reason: 'Helps maintain a healthy weight' }],
  joints: [{ pattern: /\b(joints?|glucosamine|mobility)\b/, points: 5, reason: 'Supports healthy joints' }],
  'skin-coat': [{ pattern: /\b(skin|coat|omega(?:-\d)?)\b/, points: 5, reason: 'For healthy skin and a shiny coat' }],
  none: [],
}

/** Which species a product is for, by its category, name and description; null when it does not say. */
export function productSpecies(product: Product): Species | null {
  const category = product.category.toLowerCase()
  if (speciesWords.dog.test(category)) return 'dog'
  if (speciesWords.cat.test(category)) return 'cat'
  const text = productText(product)
  const dog = speciesWords.dog.test(text)
  const cat = speciesWords.cat.test(text)
  return dog === cat ? null : dog ? 'dog' : 'cat'
}

/** What a product says about itself: category, name, description and the options it comes in ("Puppy", …). */
function productText(product: Product): string {
  return [product.category, product.name, product.description, ...(product.options ?? [])].join(' ').toLowerCase()
}

function applyRules(text: string, rules: readonly Rule[], reasons: string[]): number {
  let points = 0
  for (const rule of rules) {
    if (rule.pattern.test(text)) {
      points += rule.points
      if (!reasons.includes(rule.reason)) reasons.push(rule.reason)
    }
  }
  return points
}

/** Scores one product for the answers; null when it is for the other species. */
export function scoreProduct(product: Product, answers: FoodAnswers): Recommendation | null {
  const species = productSpecies(product)
  if (answers.species && species && species !== answers.species) return null
  const text = productText(product)
  const reasons: string[] = []
  let score = 0
  if (species && species === answers.species) {
    score += 3
    reasons.push(species === 'dog' ? 'Made for dogs' : 'Made for cats')
  }
  // Complete food is what the quiz recommends first; treats and kits come after unless they fit the answers.
  if (/\bfood\b/.test(product.category.toLowerCase())) score += 3
  if (answers.age) score += applyRules(text, ageRules[answers.age], reasons)
  // Food labelled for adults only is not the first choice for a puppy or kitten.
  if (answers.age === 'young' && /\badult\b/.test(text) && !youngWords.test(text)) score -= 4
  if (answers.size) score += applyRules(text, sizeRules[answers.size], reasons)
  if (answers.activity) score += applyRules(text, activityRules[answers.activity], reasons)
  if (answers.health) score += applyRules(text, healthRules[answers.health], reasons)
  return { product, score, reasons }
}

/**
 * The best `limit` products for the answers, best first (ties keep the catalog's order). A product counts only
 * when something about it fits: it is for this species, or it matches an answer.
 */
export function recommend(products: readonly Product[], answers: FoodAnswers, limit = 3): Recommendation[] {
  return products
    .map((p, i) => ({ rec: scoreProduct(p, answers), i }))
    .filter((x): x is { rec: Recommendation; i: number } => x.rec !== null && x.rec.reasons.length > 0)
    .sort((a, b) => b.rec.score - a.rec.score || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.rec)
}
