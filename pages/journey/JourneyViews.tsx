// The parts of a journey step: its progress, the summary of every answer (with a way back to each step), and one
// field: a labelled text or date input, or a group of radio buttons or checkboxes with its legend.
import { ChoiceCards, TextField } from '../../components/forms/index.ts'
import { ProgressBar } from '../../components/page/index.ts'
import {
  type Answers,
  addDays,
  answerText,
  type JourneyField,
  type JourneyFlow,
  listAnswer,
  textAnswer,
  toggleChoice,
  visibleFields,
} from './journey.ts'

export function Progress({ flow, index }: { flow: JourneyFlow; index: number }) {
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

export function Summary({ flow, answers, onEdit }: { flow: JourneyFlow; answers: Answers; onEdit?: (index: number) => void }) {
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

function fieldId(field: JourneyField): string {
  return `journey-${field.id}`
}

/** The element to focus when the field is invalid: the input, or a group's first choice. */
export function focusTarget(field: JourneyField): string {
  return field.kind === 'text' || field.kind === 'date' ? `#${fieldId(field)}` : `#${fieldId(field)} input`
}

export function JourneyFieldView({
  field,
  answers,
  error,
  today,
  onChange,
}: {
  field: JourneyField
  answers: Answers
  error: string | undefined
  /** The visitor's date, once known (after hydration): the earliest a date field offers. */
  today: string | undefined
  onChange: (id: string, value: string | string[]) => void
}) {
  const id = fieldId(field)
  if (field.kind === 'text' || field.kind === 'date') {
    const after = field.kind === 'date' && field.after ? addDays(textAnswer(answers, field.after.id), 1) : undefined
    return (
      <TextField
        id={id}
        label={field.label}
        {...(field.kind === 'text'
          ? { type: field.type ?? 'text', inputMode: field.inputMode, autoComplete: field.autoComplete }
          : { type: 'date', min: after ?? today })}
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
