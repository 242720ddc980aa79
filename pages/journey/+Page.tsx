// journey: the overview of the brand's guided onboarding flow (JourneyOverview.tsx); journey/start: the flow itself,
// one step at a time with its progress, Back and Next. Each step is checked before Next; answers are kept per brand
// in localStorage, and each step is an entry of the browser's history (stepHistory.ts), so Back, Forward and a
// reload show the step the visitor expects with its answers.
import './journey.css'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { ErrorSummary, onDemand, usePrefetchWhenIdle } from '../../components/forms/index.ts'
import {
  entryState,
  FeatureIntro,
  identify,
  type PageProps,
  type Payload,
  pushStep,
  readStored,
  track,
  useStored,
  withBase,
  writeStored,
} from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import { JourneyOverview } from './JourneyOverview.tsx'
import { focusTarget, JourneyFieldView, Progress, Summary } from './JourneyViews.tsx'
import {
  chosenInterests,
  chosenLabels,
  clampStep,
  emptyJourney,
  isDone,
  isJourneyState,
  type JourneyData,
  type JourneyErrors,
  journeyKey,
  localDate,
  textAnswer,
  visibleFields,
} from './journey.ts'
import { stepHref, useStepHistory } from './stepHistory.ts'

export default function JourneyPage({ payload }: PageProps<Data>) {
  return payload.route.step === 'start' ? <JourneyWizard payload={payload} /> : <JourneyOverview payload={payload} />
}

type Checks = typeof import('./journeyChecks.ts')

// A step's checks are needed only once the visitor goes on: imported when the browser is idle or the form is
// focused, and awaited by Next and Finish.
const checksOnDemand = onDemand<Checks>(() => import('./journeyChecks.ts'), "the journey's checks")

function JourneyWizard({ payload }: { payload: Payload<JourneyData> }) {
  const { flow, links, suggestions } = payload.page
  const key = journeyKey(payload.route.scope)
  const [state, setState] = useStored(key, emptyJourney, isJourneyState)
  // A step's errors show once the visitor has tried to go on, and from then on follow the answers.
  const [checked, setChecked] = useState(false)
  // "Today" is the visitor's, known only in the browser: the earliest a date field offers.
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(localDate(new Date())), [])
  usePrefetchWhenIdle(checksOnDemand)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** Set when the visitor moves between steps, so the new step's heading gets focus (not on the first load). */
  const moved = useRef(false)
  const index = clampStep(state.step, flow)
  const done = isDone(state, flow)
  const step = flow.steps[index]
  const total = flow.steps.length
  useStepHistory(
    key,
    flow,
    useCallback(() => {
      moved.current = true
      setChecked(false)
    }, []),
  )

  useEffect(() => {
    // Read the stored state itself: the hydrating render still shows the server's empty state.
    const current = readStored(key, emptyJourney, isJourneyState)
    if (current.started) return
    writeStored(key, { ...current, started: true })
    track('Journey Started', { journey: payload.heading, steps: flow.steps.length })
  }, [key, flow, payload.heading])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step shown
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headingRef.current?.focus()
  }, [index, done])

  if (!step) return <FeatureIntro payload={payload} />
  const day = today ?? localDate(new Date())
  // Errors show only after Next or Finish, which have awaited the checks.
  const loadedChecks = checksOnDemand.current()
  const errors: JourneyErrors = checked && loadedChecks ? loadedChecks.validateStep(step, state.answers, day) : {}

  const change = (id: string, value: string | string[]) => setState({ ...state, answers: { ...state.answers, [id]: value } })

  /** Shows step `next` (the number of steps: the completion) of `from` (the answers and the rest of the state) as a
   *  new history entry. */
  const go = (next: number, from = state, check = false) => {
    moved.current = true
    setChecked(check)
    setState({ ...from, step: next })
    pushStep(stepHref(next, flow), index)
  }
  // The page's own Back goes back in the history when the entry before is the step before.
  const back = () => (entryState()?.from === index - 1 ? history.back() : go(index - 1))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rules = await checksOnDemand.whenLoaded()
    if (!rules) return
    if (step.review) return finish(rules)
    const found = rules.validateStep(step, state.answers, day)
    const firstInvalid = visibleFields(step, state.answers).find((f) => found[f.id])
    if (firstInvalid) {
      setChecked(true)
      formRef.current?.querySelector<HTMLInputElement>(focusTarget(firstInvalid))?.focus()
      return
    }
    const answers = rules.answerProperties(visibleFields(step, state.answers), state.answers)
    track('Journey Step Completed', {
      step: index + 1,
      step_name: step.title,
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    })
    go(index + 1)
  }

  const finish = ({ firstInvalidStep, flowAnswerProperties, journeyTraits }: Checks) => {
    const invalid = firstInvalidStep(flow, state.answers, day)
    if (flow.steps[invalid]) return go(invalid, state, true)
    const traits = journeyTraits(flow, state.answers)
    identify(traits)
    track('Journey Completed', {
      steps: total,
      interests: chosenInterests(flow, state.answers),
      answers: flowAnswerProperties(flow, state.answers),
    })
    go(total, { ...state, completedAt: new Date().toISOString() })
  }

  const restart = () => {
    go(0, { ...emptyJourney, started: true })
    track('Journey Started', { journey: payload.heading, steps: total })
  }

  if (done) {
    const name = textAnswer(state.answers, 'name').trim()
    // The catalog's items in each category the visitor chose, whichever question offered it, each once.
    const picks = [
      ...new Map(
        chosenLabels(flow, state.answers).flatMap((label) => (suggestions[label] ?? []).map((p) => [p.slug, p])),
      ).values(),
    ]
    return (
      <>
        <FeatureIntro payload={payload} />
        <section className="panel journey-done" aria-labelledby="journey-done-heading">
          <h2 id="journey-done-heading" ref={headingRef} tabIndex={-1}>
            You’re all set{name ? `, ${name}` : ''}!
          </h2>
          <p>Thank you. Your preferences are saved and {payload.brand?.name ?? 'we'} will keep in touch the way you chose.</p>
          <Summary flow={flow} answers={state.answers} />
          {picks.length > 0 && links.confirmItem && (
            <>
              <h3>Picked for you</h3>
              <ul className="link-list">
                {picks.map((p) => (
                  <li key={p.slug}>
                    <a href={withBase(`${links.confirmItem}?item=${p.slug}`)}>{p.name}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="journey-actions">
            <a className="button" href={withBase(links.home)}>
              Continue to {payload.brand?.name ?? 'the site'}
            </a>
            <button type="button" className="button secondary" onClick={restart}>
              Start again
            </button>
          </div>
        </section>
      </>
    )
  }

  const errorCount = Object.keys(errors).length
  return (
    <>
      <FeatureIntro payload={payload} />
      <form
        ref={formRef}
        className="panel journey"
        noValidate
        onSubmit={submit}
        onFocus={checksOnDemand.prefetch}
        aria-labelledby="journey-step-heading"
      >
        <Progress flow={flow} index={index} />
        <h2 id="journey-step-heading" ref={headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        <p className="journey-intro">{step.intro}</p>
        <ErrorSummary count={errorCount} />
        {step.review ? (
          <Summary flow={flow} answers={state.answers} onEdit={(i) => go(i)} />
        ) : (
          visibleFields(step, state.answers).map((field) => (
            <JourneyFieldView
              key={field.id}
              field={field}
              answers={state.answers}
              error={errors[field.id]}
              today={today}
              onChange={change}
            />
          ))
        )}
        <div className="journey-actions">
          {index > 0 && (
            <button type="button" className="button secondary" onClick={back}>
              Back
            </button>
          )}
          <button type="submit" className="button">
            {step.review ? 'Finish' : 'Next'}
          </button>
        </div>
      </form>
      <p className="link-line">
        <a href={withBase(links.overview)}>About these steps</a>
      </p>
    </>
  )
}
