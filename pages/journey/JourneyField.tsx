// One field of a journey step: a labelled text input, or a group of radio buttons or checkboxes with its legend.
import { ChoiceCards, TextField } from '../../components/forms/Field.tsx'
import { type Answers, type JourneyField, listAnswer, textAnswer, toggleChoice } from './journey.ts'

export function fieldId(field: JourneyField): string {
  return `journey-${field.id}`
}

/** The element to focus when the field is invalid: the input, or a group's first choice. */
export function focusTarget(field: JourneyField): string {
  return field.kind === 'text' ? `#${fieldId(field)}` : `#${fieldId(field)} input`
}

export function JourneyFieldView({
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
