// journey: the overview of the brand's guided onboarding flow (JourneyOverview.tsx); journey/start: the flow itself,
// one step at a time with its progress, Back and Next. Each step is checked before Next; answers and the current step
// are kept per brand in localStorage, so a reload resumes where the visitor was.
import './journey.css'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ChoiceCards, ErrorSummary, onDemand, TextField, usePrefetchWhenIdle } from '../../components/forms/index.ts'
import {
  FeatureIntro,
  identify,
  type PageProps,
  type Payload,
  ProgressBar,
  readStored,
  track,
  useStored,
  withBase,
  writeStored,
} from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import { JourneyOverview } from './JourneyOverview.tsx'
import {
  type Answers,
  answerText,
  chosenInterests,
  clampStep,
  emptyJourney,
  isJourneyState,
  type JourneyData,
  type JourneyErrors,
  type JourneyField,
  type JourneyFlow,
  journeyKey,
  listAnswer,
  textAnswer,
  toggleChoice,
  visibleFields,
} from './journey.ts'

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
  usePrefetchWhenIdle(checksOnDemand)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** Set when the visitor moves between steps, so the new step's heading gets focus (not on the first load). */
  const moved = useRef(false)
  const index = clampStep(state.step, flow)
  const step = flow.steps[index]
  const total = flow.steps.length

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
  }, [index, state.completedAt])

  if (!step) return <FeatureIntro payload={payload} />
  // Errors show only after Next or Finish, which have awaited the checks.
  const loadedChecks = checksOnDemand.current()
  const errors: JourneyErrors = checked && loadedChecks ? loadedChecks.validateStep(step, state.answers) : {}

  const change = (id: string, value: string | string[]) => setState({ ...state, answers: { ...state.answers, [id]: value } })

  const showStep = (next: number, check = false) => {
    moved.current = true
    setChecked(check)
    setState({ ...state, step: next })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rules = await checksOnDemand.whenLoaded()
    if (!rules) return
    if (step.review) return finish(rules)
    const found = rules.validateStep(step, state.answers)
    const firstInvalid = visibleFields(step, state.answers).find((f) => found[f.id])
    if (firstInvalid) {
      setChecked(true)
      formRef.current?.querySelector<HTMLInputElement>(focusTarget(firstInvalid))?.focus()
      return
    }
    track('Journey Step Completed', { step: index + 1, step_name: step.title })
    showStep(index + 1)
  }

  const finish = ({ firstInvalidStep, journeyTraits, userIdFor }: Checks) => {
    const invalid = firstInvalidStep(flow, state.answers)
    const invalidStep = flow.steps[invalid]
    if (invalidStep) return showStep(invalid, true)
    const traits = journeyTraits(flow, state.answers)
    identify(userIdFor(traits.email as string), traits)
    track('Journey Completed', { steps: total, interests: chosenInterests(flow, state.answers) })
    moved.current = true
    setChecked(false)
    setState({ ...state, completedAt: new Date().toISOString() })
  }

  const restart = () => {
    moved.current = true
    setChecked(false)
    setState({ ...emptyJourney, started: true })
    track('Journey Started', { journey: payload.heading, steps: total })
  }

  if (state.completedAt) {
    const name = textAnswer(state.answers, 'name').trim()
    const picks = chosenInterests(flow, state.answers).flatMap((interest) => suggestions[interest] ?? [])
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
          <Summary flow={flow} answers={state.answers} onEdit={(i) => showStep(i)} />
        ) : (
          visibleFields(step, state.answers).map((field) => (
            <JourneyFieldView key={field.id} field={field} answers={state.answers} error={errors[field.id]} onChange={change} />
          ))
        )}
        <div className="journey-actions">
          {index > 0 && (
            <button type="button" className="button secondary" onClick={() => showStep(index - 1)}>
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

function Progress({ flow, index }: { flow: JourneyFlow; index: number }) {
  const total = flow.steps.length
  const n = index + 1
  const title = flow.steps[index]?.title ?? ''
  return (
    <ProgressBar id="journey-progress-label" unit="Step" n={n} total={total} current={title}>
      <ol className="journey-steps">
        {flow.steps.map((s, i) => (
          <li key={s.id} aria-current={i === index ? 'step' : undefined} className={i < index ? 'done' : undefined}>
            {s.title}
          </li>
        ))}
      </ol>
    </ProgressBar>
  )
}

function Summary({ flow, answers, onEdit }: { flow: JourneyFlow; answers: Answers; onEdit?: (index: number) => void }) {
  return (
    <div className="journey-summary">
      {flow.steps.map((s, i) =>
        s.review ? null : (
          <section key={s.id} aria-labelledby={`journey-summary-${s.id}`}>
            <h3 id={`journey-summary-${s.id}`}>{s.title}</h3>
            <dl>
              {visibleFields(s, answers).map((field) => (
                <div key={field.id}>
                  <dt>{field.label}</dt>
                  <dd>{answerText(field, answers) || 'Not given'}</dd>
                </div>
              ))}
            </dl>
            {onEdit && (
              <button type="button" className="button secondary" onClick={() => onEdit(i)}>
                Edit <span className="visually-hidden">{s.title}</span>
              </button>
            )}
          </section>
        ),
      )}
    </div>
  )
}

// One field of a journey step: a labelled text input, or a group of radio buttons or checkboxes with its legend.
function fieldId(field: JourneyField): string {
  return `journey-${field.id}`
}

/** The element to focus when the field is invalid: the input, or a group's first choice. */
function focusTarget(field: JourneyField): string {
  return field.kind === 'text' ? `#${fieldId(field)}` : `#${fieldId(field)} input`
}

function JourneyFieldView({
  field,
  answers,
  error,
  onChange,
}: {
  field: JourneyField
  answers: Answers
  error: string | undefined
  onChange: (id: string, value: string | string[]) => void
}) {
  const id = fieldId(field)
  if (field.kind === 'text') {
    return (
      <TextField
        id={id}
        label={field.label}
        type={field.type ?? 'text'}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        value={textAnswer(answers, field.id)}
        error={error}
        onChange={(e) => onChange(field.id, e.target.value)}
      />
    )
  }
  const multi = field.kind === 'multi'
  const chosen = multi ? listAnswer(answers, field.id) : [textAnswer(answers, field.id)]
  return (
    <ChoiceCards
      id={id}
      label={field.label}
      className="journey-choices"
      type={multi ? 'checkbox' : 'radio'}
      options={field.options}
      chosen={chosen}
      error={error}
      onChoose={(value) => onChange(field.id, field.kind === 'multi' ? toggleChoice(field, chosen, value) : value)}
    />
  )
}
