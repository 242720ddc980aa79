// A checkbox field (a consent, the terms): the checkbox before its label, tied to its error as the field wrapper
// (Field.tsx) ties every control; in a file of its own since few forms have one.
import type { ComponentProps } from 'react'
import { controlProps, FieldError, type FieldProps } from './Field.tsx'

/** A checkbox before its label (a consent, the terms); its error sits under the row with class `<className>-error`. */
export function CheckboxField({ id, label, error, className, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <>
      <div className={className}>
        <input type="checkbox" {...controlProps(id, error, undefined)} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} className={`field-error ${className ?? ''}-error`} />
    </>
  )
}
