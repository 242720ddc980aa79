// The pages after the food finder's questions (confirm, result, saveResult): the stored answers they read, and what
// they show instead of themselves while an answer is missing (as does a question whose earlier ones have no answer).
import type { ReactElement } from 'react'
import { FeatureIntro, type Payload, useHydrated, useStored, withBase } from '../../components/page/index.ts'
import {
  type FoodAnswers,
  type FoodFinderData,
  firstUnanswered,
  foodKey,
  isFoodAnswers,
  type QuestionStep,
  questionFor,
} from './quiz.ts'

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

/** The friendly stop when an earlier question has no answer yet: a link back to it (also shown after the questions). */
export function MissingAnswer({ data, missing }: { data: FoodFinderData; missing: QuestionStep }) {
  const question = questionFor(missing)
  const href = data.steps[missing]
  return (
    <section className="panel ff-gate" aria-labelledby="ff-gate-heading">
      <h2 id="ff-gate-heading">A few answers first</h2>
      <p>
        This step builds on what you tell us about your pet, and “{question.label}” has no answer yet. It only takes a moment.
      </p>
      {href && (
        <a className="button" href={withBase(href)}>
          Answer “{question.label}”
        </a>
      )}
    </section>
  )
}
