// A form of one field (a sign-in, a barcode, an email to save to) checked as request forms are: on submit, and from
// then on as the visitor types, so its error clears as soon as the value is valid. A field whose checks live in a
// module imported on demand (onDemand.ts) takes useCheckedFieldOnDemand, which also imports them when the browser is
// idle or the form is focused, and lets the submit wait for them.
import { useState } from 'react'
import { type OnDemand, usePrefetchWhenIdle } from './onDemand.ts'

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

/** `problem` reads the value with the checks module `checks` imports. */
export function useCheckedFieldOnDemand<Checks>(
  value: string,
  checks: OnDemand<Checks>,
  problem: (checks: Checks, value: string) => string | undefined,
) {
  // Errors show only from a submit on, and a submit has awaited the checks: until they are there, there is none.
  const field = useCheckedField(value, (typed) => {
    const loaded = checks.current()
    return loaded ? problem(loaded, typed) : undefined
  })
  usePrefetchWhenIdle(checks)
  return {
    error: field.error,
    /** For the form's onFocus: the visitor is about to fill it in, so the checks are imported now if not yet. */
    prepare: checks.prefetch,
    /**
     * On submit: the checks module when the value is valid. Undefined when it is not (its error shows from now on) or
     * when the checks cannot be fetched (logged; the value stays as typed, and the next submit tries again).
     */
    check: async (): Promise<Checks | undefined> => {
      const loaded = await checks.whenLoaded()
      return loaded && field.check() ? loaded : undefined
    },
  }
}
