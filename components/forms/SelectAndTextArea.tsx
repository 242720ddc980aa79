// A select and a textarea: thin uses of the field wrapper (Field.tsx), in a file of their own since only the request
// forms (and on-demand parts) have them.
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { Field, type FieldProps } from './Field.tsx'

export interface Choice {
  value: string
  label: string
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  choices,
  prompt,
  ...select
}: FieldProps & {
  choices: readonly Choice[]
  /** The empty first option ("Choose a program"): the field has no value until the visitor picks one. */
  prompt: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{prompt}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </Field>
  )
}
