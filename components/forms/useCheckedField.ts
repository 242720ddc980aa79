// A form of one field (a sign-in, a barcode, an email to save to) checked as request forms are: on submit, and from
// then on as the visitor types, so its error clears as soon as the value is valid.
import { useState } from 'react'

export function useCheckedField(value: string, problem: (value: string) => string | undefined) {
  const [checked, setChecked] = useState(false)
  return {
    error: checked ? problem(value) : undefined,
    /** On submit: true when the value is valid; otherwise its error shows from now on. */
    check: (): boolean => {
      const valid = problem(value) === undefined
      setChecked(!valid)
      return valid
    },
    /** Back to unchecked: the value was dealt with another way. */
    reset: () => setChecked(false),
  }
}
