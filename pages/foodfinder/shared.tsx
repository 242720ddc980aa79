// Pieces every food finder page shares: the pet's name for headings,
// the progress through the questions and the friendly stop when an earlier answer is missing.
import type { ReactElement } from 'react'
import type { Payload } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { withBase } from '../../lib/base.ts'
import { type FoodAnswers, firstUnanswered, questionFor } from './quiz.ts'
import { type FoodFinderData, type QuestionStep, questionSteps } from './steps.ts'

export function petName(answers: FoodAnswers): string {
  const name = answers.petName?.trim()
  if (name) return name
  return answers.species === 'cat' ? 'your cat' : answers.species === 'dog' ? 'your dog' : 'your pet'
}

export function possessive(name: string): string {
  return name.startsWith('your ') ? name : `${name}’${name.endsWith('s') ? '' : 's'}`
}

export function QuizProgress({ step }: { step: QuestionStep }) {
  return (
    <ProgressBar
      id="ff-progress-label"
      unit="Question"
      n={questionSteps.indexOf(step) + 1}
      total={questionSteps.length}
      current={questionFor(step).label}
    />
  )
}

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
