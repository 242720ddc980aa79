// What a food finder page after the questions shows instead of itself while an answer is missing.
import type { ReactElement } from 'react'
import { FeatureIntro, type Payload } from '../../components/page/index.ts'
import { MissingAnswer } from './QuestionPage.tsx'
import { type FoodAnswers, type FoodFinderData, firstUnanswered } from './quiz.ts'

/**
 * What a page after the questions shows instead of itself: only the intro until the stored answers have been read
 * (they are, after hydration), then the way back to the first question without an answer. Undefined when all are there.
 */
export function answersGate(payload: Payload<FoodFinderData>, answers: FoodAnswers, hydrated: boolean): ReactElement | undefined {
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
