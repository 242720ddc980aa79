// A labelled <select> and <textarea> with the error under them, tied for screen readers the way TextField does it.
// Used by the enquiry, review, catalog-request and resort forms.
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

export interface Choice {
  value: string
  label: string
}

function described(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

export function SelectField({
  id,
  label,
  error,
  className,
  choices,
  prompt,
  ...select
}: {
  id: string
  label: string
  error?: string | undefined
  className?: string | undefined
  choices: readonly Choice[]
  /** The empty first option ("Choose a program"): the field has no value until the visitor picks one. */
  prompt: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, undefined)}
        {...select}
      >
        <option value="">{prompt}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: {
  id: string
  label: string
  error?: string | undefined
  /** A short line under the label (how long the text should be); read with the field. */
  hint?: string | undefined
  className?: string | undefined
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Focuses the first field (in form order) that has an error; ids are `${prefix}-${key}`. */
export function focusFirstInvalid<K extends string>(
  form: HTMLFormElement | null,
  prefix: string,
  order: readonly K[],
  errors: Partial<Record<K, string>>,
): boolean {
  const first = order.find((k) => errors[k])
  if (!first) return false
  form?.querySelector<HTMLElement>(`#${prefix}-${first}`)?.focus()
  return true
}
