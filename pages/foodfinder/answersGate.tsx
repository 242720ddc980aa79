// The pages after the food finder's questions (confirm, result, saveResult): the stored answers they read, and what
// they show instead of themselves while an answer is missing.
import type { ReactElement } from 'react'
import { FeatureIntro, type Payload, useHydrated, useStored } from '../../components/page/index.ts'
import { MissingAnswer } from './QuestionPage.tsx'
import { type FoodAnswers, type FoodFinderData, firstUnanswered, foodKey, isFoodAnswers } from './quiz.ts'

/**
 * What a page after the questions shows instead of itself: only the intro until the stored answers have been read
 * (they are, after hydration), then the way back to the first question without an answer. Undefined when all are there.
 */
function answersGate(payload: Payload<FoodFinderData>, answers: FoodAnswers, hydrated: boolean): ReactElement | undefined {
  if (!hydrated) return <FeatureIntro payload={payload} />
  const missing = firstUnanswered(answers)
  if (!missing) return undefined
  return (
    <>
      <FeatureIntro payload={payload} />
      <MissingAnswer data={payload.page} missing={missing} />
    </>
  )
}

/** The brand's stored answers and their setter, with the gate to return instead of the page while it is defined. */
export function useAnswersGate(payload: Payload<FoodFinderData>) {
  const [answers, setAnswers] = useStored<FoodAnswers>(foodKey(payload.route.scope), {}, isFoodAnswers)
  const hydrated = useHydrated()
  return { answers, setAnswers, gate: answersGate(payload, answers, hydrated) }
}
