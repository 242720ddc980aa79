// Where the build keeps the match of each finished quiz (matchIndex.ts writes them, useMatch.ts reads them): one small
// file per set of answers, so a result fetches its own few products and never the catalog.
import type { Activity, Age, FoodAnswers, Health, Size, Species } from './quiz.ts'

/** A finished quiz's answers, as far as the match depends on them (the pet's name does not). */
export interface MatchAnswers {
  species: Species
  age: Age
  size: Size
  activity: Activity
  health: Health
}

/** Each question's answers, as the quiz offers them (quiz.ts; a unit test keeps the two in step): here, apart from
 *  the quiz's browser code, for the build to enumerate every finished quiz. */
export const answerValues = {
  species: ['dog', 'cat'],
  age: ['young', 'adult', 'senior'],
  size: ['small', 'medium', 'large'],
  activity: ['low', 'moderate', 'high'],
  health: ['sensitive-stomach', 'weight', 'joints', 'skin-coat', 'none'],
} as const satisfies { [K in keyof MatchAnswers]: readonly MatchAnswers[K][] }

/** One recommended product of a match: the product's slug (its file is lib/productDataPath.ts) and why it fits. */
export interface MatchEntry {
  slug: string
  reasons: string[]
}

/** The match file of these answers, below the base: `purina/_foodfinder/dog-adult-large-high-joints.json`. */
export function matchFile(prefix: string, a: MatchAnswers): string {
  return `${prefix}/_foodfinder/${a.species}-${a.age}-${a.size}-${a.activity}-${a.health}.json`
}

/** The answers a match file is for; undefined until every question has one. */
export function matchAnswers(answers: FoodAnswers): MatchAnswers | undefined {
  const { species, age, size, activity, health } = answers
  return species && age && size && activity && health ? { species, age, size, activity, health } : undefined
}
