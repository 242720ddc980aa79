// One question page of the food finder (start, oneFive, two, three, four): the answer is checked, kept per brand
// in localStorage and reported, then the next page opens (or the summary, when the visitor came to change it).

import { type FormEvent, useRef, useState } from 'react'
import { ChoiceCards, ErrorSummary, TextField } from '../../../components/forms/index.ts'
import {
  FeatureIntro,
  goTo,
  type Payload,
  ProgressBar,
  track,
  useHydrated,
  useQueryParam,
  useStored,
  withBase,
} from '../../../components/page/index.ts'
import { MissingAnswer } from '../answersGate.tsx'
import {
  type FoodAnswers,
  type FoodErrors,
  type FoodFinderData,
  firstUnanswered,
  foodKey,
  isFoodAnswers,
  nextStepPath,
  petName,
  previousStepPath,
  type QuestionStep,
  questionFor,
  questionSteps,
  validateQuestion,
} from '../quiz.ts'

/** The view of a question step, keyed by the step so that each question starts afresh. */
export default function QuestionView({ payload }: { payload: Payload<FoodFinderData> }) {
  const step = (payload.route.step ?? 'start') as QuestionStep
  return <QuestionPage key={step} payload={payload} step={step} />
}

function QuestionPage({ payload, step }: { payload: Payload<FoodFinderData>; step: QuestionStep }) {
  const data = payload.page
  const [answers, setAnswers] = useStored<FoodAnswers>(foodKey(payload.route.scope), {}, isFoodAnswers)
  /** What the visitor has picked or typed on this page, until Next keeps it. */
  const [draft, setDraft] = useState<FoodAnswers>({})
  // Errors show once the visitor has tried to go on, and from then on follow what is picked and typed.
  const [checked, setChecked] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const editing = useQueryParam('edit') === 'confirm' && Boolean(data.steps.confirm)
  const question = questionFor(step)
  const current: FoodAnswers = { ...answers, ...draft }
  const errors: FoodErrors = checked ? validateQuestion(step, current) : {}
  const missing = hydrated ? firstUnanswered(answers, step) : null

  if (missing) {
    return (
      <>
        <FeatureIntro payload={payload} />
        <MissingAnswer data={data} missing={missing} />
      </>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateQuestion(step, current)
    setChecked(Object.keys(found).length > 0)
    const form = formRef.current
    if (found[question.key]) {
      form?.querySelector<HTMLInputElement>(`#ff-${question.key} input`)?.focus()
      return
    }
    if (found.petName) {
      form?.querySelector<HTMLInputElement>('#ff-petName')?.focus()
      return
    }
    const answer = current[question.key] as string
    const kept: FoodAnswers = { ...answers, [question.key]: answer }
    if (step === 'start') kept.petName = (current.petName ?? '').trim()
    setAnswers(kept)
    track('Food Finder Step Completed', {
      step,
      step_name: question.label,
      answer,
      ...(step === 'start' ? { pet_name: kept.petName } : {}),
    })
    const target = editing ? data.steps.confirm : nextStepPath(data, step)
    if (target) goTo(target)
  }

  const name = petName(current)
  const heading = step === 'start' ? 'Tell us about your pet' : question.ask(name, current.species)
  const back = previousStepPath(data, step)
  const errorCount = Object.keys(errors).length
  const chosen = current[question.key]
  return (
    <>
      <FeatureIntro payload={payload} />
      <form ref={formRef} className="panel ff-step" noValidate onSubmit={submit} aria-labelledby="ff-question">
        <QuizProgress step={step} />
        <h2 id="ff-question">{heading}</h2>
        <ErrorSummary count={errorCount} />
        <ChoiceCards
          id={`ff-${question.key}`}
          label={step === 'start' ? question.ask(name, current.species) : undefined}
          labelledBy={step === 'start' ? undefined : 'ff-question'}
          className="ff-choices"
          type="radio"
          options={question.options(current.species)}
          chosen={chosen ? [chosen] : []}
          error={errors[question.key]}
          onChoose={(value) => setDraft({ ...draft, [question.key]: value })}
        />
        {step === 'start' && (
          <TextField
            id="ff-petName"
            label="Your pet’s name"
            autoComplete="off"
            value={current.petName ?? ''}
            error={errors.petName}
            onChange={(e) => setDraft({ ...draft, petName: e.target.value })}
          />
        )}
        <div className="ff-actions">
          {back && (
            <a className="button secondary" href={withBase(back)}>
              Back
            </a>
          )}
          <button type="submit" className="button">
            {editing ? 'Save and review' : 'Next'}
          </button>
        </div>
      </form>
    </>
  )
}

function QuizProgress({ step }: { step: QuestionStep }) {
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
