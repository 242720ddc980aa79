// The one field wrapper of every form: the label (or a group's legend), the control, an optional hint and the
// error under it, with the control tied to hint and error for screen readers (aria-describedby, aria-invalid).
// Text inputs, selects and textareas (SelectAndTextArea.tsx), checkboxes (CheckboxField.tsx) and choice groups
// (ChoiceCards.tsx) are thin uses of it; all but the text input sit in files of their own, so the many forms without
// them do not load them.
import type { InputHTMLAttributes, ReactNode } from 'react'

/** What the control itself carries: its id and name, and its ties to the hint and the error. */
export interface ControlProps {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export interface FieldProps {
  id: string
  /** The label, or a group's legend (none: the group is labelled by `labelledBy`). */
  label: ReactNode
  error?: string | undefined
  /** A short line under the label (how long the text should be); read with the field. */
  hint?: string | undefined
  className?: string | undefined
}

function describedBy(id: string, error: string | undefined, hint: string | undefined, note?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

export function controlProps(id: string, error: string | undefined, hint: string | undefined, note?: string): ControlProps {
  const described = describedBy(id, error, hint, note)
  return {
    id,
    name: id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  }
}

export function FieldError({
  id,
  error,
  className = 'field-error',
}: {
  id: string
  error: string | undefined
  className?: string
}) {
  return error ? (
    <p id={`${id}-error`} className={className}>
      {error}
    </p>
  ) : null
}

/**
 * `stacked` (the default): label, hint, control, error. `group`: a fieldset whose legend labels several controls
 * (radio buttons, checkboxes, choice cards). A checkbox before its label is CheckboxField.tsx's own.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  layout = 'stacked',
  children,
  labelledBy,
  note,
}: FieldProps & {
  layout?: 'stacked' | 'group'
  /** A group labelled by an element elsewhere (a question heading) instead of its own legend. */
  labelledBy?: string | undefined
  /** A line under a stacked control, announced as it appears (the field is full). */
  note?: string | undefined
  children: (control: ControlProps) => ReactNode
}) {
  const control = controlProps(id, error, hint, note)
  if (layout === 'group') {
    return (
      <fieldset
        id={id}
        className={className}
        aria-describedby={describedBy(id, error, hint)}
        {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      >
        {label && <legend>{label}</legend>}
        {children(control)}
        <FieldError id={id} error={error} />
      </fieldset>
    )
  }
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children(control)}
      {note && (
        <p id={`${id}-note`} className="field-hint" role="status">
          {note}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** The characters a line of text takes unless its field says otherwise: room for any name, address or email, and
 *  no more, so what is shown back later fits a page. */
export const textMaxLength = 100
const lineTypes = new Set([undefined, 'text', 'email', 'tel', 'search', 'url'])

export function TextField({ id, label, error, hint, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const maxLength = input.maxLength ?? (lineTypes.has(input.type) ? textMaxLength : undefined)
  const full = maxLength !== undefined && typeof input.value === 'string' && input.value.length >= maxLength
  const note = full ? `${maxLength} characters at most.` : undefined
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className} note={note}>
      {(control) => <input {...control} {...input} maxLength={maxLength} />}
    </Field>
  )
}

/**
 * "Please correct the 2 highlighted fields.", announced as an alert; nothing when there are no errors. Kept with the
 * fields, so a form with checks of its own shows it without the request-form hook.
 */
export function ErrorSummary({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p className="notice error" role="alert">
      Please correct the {count} highlighted field{count === 1 ? '' : 's'}.
    </p>
  )
}
