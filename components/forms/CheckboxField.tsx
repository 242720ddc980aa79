// A checkbox field (a consent, the terms): a thin use of the field wrapper (Field.tsx), in a file of its own since
// few forms have one.
import type { ComponentProps } from 'react'
import { Field, type FieldProps } from './Field.tsx'

/** A checkbox before its label (a consent, the terms); its error sits under the row with class `<className>-error`. */
export function CheckboxField({ id, label, error, className, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Field id={id} label={label} error={error} className={className} layout="inline">
      {(control) => <input type="checkbox" {...control} {...input} />}
    </Field>
  )
}
