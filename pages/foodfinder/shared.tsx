// Pieces every food finder page shares: the pet's name for headings,
// the progress through the questions and the friendly stop when an earlier answer is missing.
import { withBase } from '../../lib/base.ts'
import { type FoodAnswers, questionFor } from './quiz.ts'
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
  const n = questionSteps.indexOf(step) + 1
  const total = questionSteps.length
  return (
    <div className="ff-progress">
      <p id="ff-progress-label">
        Question {n} of {total}
      </p>
      <div
        className="ff-progress-track"
        role="progressbar"
        aria-labelledby="ff-progress-label"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={n}
        aria-valuetext={`Question ${n} of ${total}: ${questionFor(step).label}`}
      >
        <span style={{ width: `${(n / total) * 100}%` }} />
      </div>
    </div>
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
