// Recommendation: every product of the catalog is scored by what its category, name and description say (at build
// time: matchIndex.ts writes each answer's match, so a result page fetches only its own). The
// health focus weighs most (it is the owner's most specific need), then age and size, then activity. Food is only
// ever offered for the pet's life stage: a puppy or kitten gets food made for young pets (never adult food, nor food
// that does not say), an adult or senior never gets puppy or kitten food.
import type { Product } from '../../components/page/index.ts'
import type { Activity, Age, FoodAnswers, Health, Size, Species } from './quiz.ts'

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
const adultWords = /\badults?\b/
const seniorWords = /\b(senior|mature|7\+)\b/
const allStages = /\ball life stages\b/

/** The life stages a product says it is for (by its category, name, description and options); empty when it does not
 *  say. */
export function lifeStages(product: Product): Age[] {
  const text = productText(product)
  if (allStages.test(text)) return ['young', 'adult', 'senior']
  const stages: Age[] = []
  if (youngWords.test(text)) stages.push('young')
  if (adultWords.test(text)) stages.push('adult')
  if (seniorWords.test(text)) stages.push('senior')
  return stages
}

const isFood = (product: Product) => /\bfood\b/.test(product.category.toLowerCase())

/** Whether a product may be offered for a pet of this age: anything but food always; food made for that stage (for
 *  a young pet, only food that says so; for an older one, any food not made for young pets only). */
export function suitsAge(product: Product, age: Age | undefined): boolean {
  if (!age || !isFood(product)) return true
  const stages = lifeStages(product)
  if (age === 'young') return stages.includes('young')
  return stages.length === 0 || stages.includes(age) || (age === 'senior' && stages.includes('adult'))
}

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

/** What the scoring reads of a product: its species, whether it is food, which life stages it suits and which
 *  rules its words match. Products with the same facts score the same for every answer, so the build scores each
 *  set of facts once (matchIndex.ts), not each product. */
export interface ScoringFacts {
  species: Species | null
  food: boolean
  /** The ages it may be offered for (suitsAge), in quiz order. */
  ages: Age[]
  /** The rules its words match, by group, answer and place in that answer's list ("health:joints:0"). */
  rules: string[]
}

const ruleGroups = { age: ageRules, size: sizeRules, activity: activityRules, health: healthRules } as const
type RuleGroup = keyof typeof ruleGroups

export function scoringFacts(product: Product): ScoringFacts {
  const text = productText(product)
  const rules: string[] = []
  for (const [group, byAnswer] of Object.entries(ruleGroups) as [RuleGroup, Record<string, Rule[]>][]) {
    for (const [answer, list] of Object.entries(byAnswer)) {
      list.forEach((rule, i) => {
        if (rule.pattern.test(text)) rules.push(`${group}:${answer}:${i}`)
      })
    }
  }
  const ages = (['young', 'adult', 'senior'] as const).filter((age) => suitsAge(product, age))
  return { species: productSpecies(product), food: isFood(product), ages, rules }
}

/** The score and reasons of a product with these facts for the answers; null when it is for the other species, or
 *  food for another life stage. */
export function scoreFacts(facts: ScoringFacts, answers: FoodAnswers): { score: number; reasons: string[] } | null {
  if (answers.species && facts.species && facts.species !== answers.species) return null
  if (answers.age && !facts.ages.includes(answers.age)) return null
  const reasons: string[] = []
  let score = 0
  if (facts.species && facts.species === answers.species) {
    score += 3
    reasons.push(facts.species === 'dog' ? 'Made for dogs' : 'Made for cats')
  }
  // Complete food is what the quiz recommends first; treats and kits come after unless they fit the answers.
  if (facts.food) score += 3
  for (const group of ['age', 'size', 'activity', 'health'] as const) {
    const answer = answers[group]
    if (!answer) continue
    const rules: Rule[] = (ruleGroups[group] as Record<string, Rule[]>)[answer] ?? []
    rules.forEach((rule, i) => {
      if (!facts.rules.includes(`${group}:${answer}:${i}`)) return
      score += rule.points
      if (!reasons.includes(rule.reason)) reasons.push(rule.reason)
    })
  }
  return { score, reasons }
}

/** Scores one product for the answers; null when it is for the other species, or food for another life stage. */
export function scoreProduct(product: Product, answers: FoodAnswers): Recommendation | null {
  const scored = scoreFacts(scoringFacts(product), answers)
  return scored && { product, ...scored }
}

/** Products a result recommends. */
export const recommendCount = 3

/**
 * The best `limit` products for the answers, best first (ties keep the catalog's order). A product counts only
 * when something about it fits: it is for this species, or it matches an answer.
 */
export function recommend(products: readonly Product[], answers: FoodAnswers, limit = recommendCount): Recommendation[] {
  return products
    .map((p, i) => ({ rec: scoreProduct(p, answers), i }))
    .filter((x): x is { rec: Recommendation; i: number } => x.rec !== null && x.rec.reasons.length > 0)
    .sort((a, b) => b.rec.score - a.rec.score || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.rec)
}
