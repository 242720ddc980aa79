// The food finder's pages in order, where each lives for a brand, and where the quiz keeps its answers.
import type { Product } from '../../brand/brandSchema.ts'
import { storageKey } from '../../lib/stored.ts'

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
  return storageKey(scope, 'foodfinder')
}

export function savedKey(scope: string): string {
  return storageKey(scope, 'foodfinder-saved')
}
