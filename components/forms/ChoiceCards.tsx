// Choice cards: a group of radio buttons or checkboxes as cards, a thin use of the field wrapper (Field.tsx), in a
// file of its own since few forms have one.
import { Field, type FieldProps } from './Field.tsx'

export interface ChoiceOption {
  value: string
  label: string
  /** A second line in smaller type ("Under 1 year"). */
  hint?: string | undefined
}

/** A group of radio buttons or checkboxes shown as cards, each with its label and an optional hint. */
export function ChoiceCards({
  id,
  label,
  labelledBy,
  error,
  className,
  type,
  options,
  chosen,
  onChoose,
}: FieldProps & {
  labelledBy?: string | undefined
  type: 'radio' | 'checkbox'
  options: readonly ChoiceOption[]
  chosen: readonly string[]
  onChoose: (value: string) => void
}) {
  return (
    <Field id={id} label={label} labelledBy={labelledBy} error={error} className={className} layout="group">
      {(control) => (
        <div className="choice-options">
          {options.map((option) => (
            <label key={option.value} className="choice-option">
              <input
                type={type}
                name={id}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={control['aria-invalid']}
                onChange={() => onChoose(option.value)}
              />
              <span>
                {option.label}
                {option.hint && <small>{option.hint}</small>}
              </span>
            </label>
          ))}
        </div>
      )}
    </Field>
  )
}
