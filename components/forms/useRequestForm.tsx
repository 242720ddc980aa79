// The request-form state every form shares: the values, their errors, and what was sent.
// Submitting checks every field; with errors, the summary counts them and the first invalid field (in form
// order) gets focus; from then on the errors follow the values as the visitor types, so a corrected field is no
// longer marked. Without errors, `send` runs, its result becomes `sent` (the confirmation, whose heading gets
// focus through `sentRef`) and the form starts afresh, unchecked. `reset` goes back from the confirmation.
// The checks are not part of the page's first load: the form imports them on demand (onDemand.ts), and a submit
// made before they have arrived waits for them. With `draft`, what is typed is kept until it is sent or cleared
// (useDraft.ts).
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { onDemand, usePrefetchWhenIdle } from './onDemand.ts'
import type { FieldErrors } from './rules.ts'
import { type DraftOptions, isEdited, useDraft } from './useDraft.ts'

export interface RequestFormOptions<Form, Sent, Checks> {
  /** Field ids are `${prefix}-${key}`. */
  prefix: string
  /** The form as it starts: its fields in the order the form shows them, unless `order` gives another. */
  empty: Form
  /** The field keys in the order the form shows them (the first invalid one gets focus), where that is not `empty`'s:
   *  a form that asks only some of its fields, or whose empty state lists them otherwise. */
  order?: readonly (keyof Form & string)[]
  /** Imports the module with the form's checks (`() => import('./checks.ts')`). */
  checks: () => Promise<Checks>
  validate: (checks: Checks, form: Form) => FieldErrors<Form>
  /** Sends a valid form; returns what the confirmation shows, or undefined when the page moves on by itself. */
  send: (form: Form, checks: Checks) => Sent | undefined
  /** The form after a send (default: empty again). */
  next?: (sent: Form) => Form
  /** Keeps what is typed across reloads until it is sent or cleared: the brand's scope, the form's name and the
   *  fields to keep (or leave out: never a card number or security code). */
  draft?: DraftOptions<Form>
}

/** The fields in the order the form shows them: `order`, else the empty form's keys as written. */
function fieldOrder<Form extends object>(options: Pick<RequestFormOptions<Form, unknown, unknown>, 'empty' | 'order'>) {
  return options.order ?? (Object.keys(options.empty) as (keyof Form & string)[])
}

/** The keys of a form whose values are text: the ones a text field, select or textarea edits. */
type TextKeys<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string

export function useRequestForm<Form extends object, Sent = never, Checks = unknown>(
  options: RequestFormOptions<Form, Sent, Checks>,
) {
  const { form, setForm, reset: startAfresh } = useDraft(options.empty, options.draft)
  // Errors show only once the visitor has tried to submit (by then the checks have arrived); after that they are
  // worked out from the values.
  const [checked, setChecked] = useState(false)
  const [checks] = useState(() => onDemand(options.checks))
  usePrefetchWhenIdle(checks)
  const loaded = checks.current()
  const errors: FieldErrors<Form> = checked && loaded ? options.validate(loaded, form) : {}
  // What the submit handler works on once the checks have arrived: the form and options as they are then.
  const latest = useRef({ form, options })
  latest.current = { form, options }
  const [sent, setSent] = useState<Sent>()
  const formRef = useRef<HTMLFormElement>(null)
  const sentRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) sentRef.current?.focus()
  }, [sent])

  /** An onChange handler for a text field, select or textarea. */
  const set = (key: keyof Form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }))
  const setValue = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }))

  /** Everything a text field, select or textarea bound to `key` takes: id, value, error and change handler. */
  const field = (key: TextKeys<Form>) => ({
    id: `${options.prefix}-${key}`,
    value: form[key] as string,
    error: errors[key],
    onChange: set(key),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const rules = await checks.whenLoaded()
    if (!rules) return
    const { form, options } = latest.current
    const found = options.validate(rules, form)
    const firstInvalid = fieldOrder(options).find((key) => found[key])
    if (firstInvalid) {
      setChecked(true)
      formRef.current?.querySelector<HTMLElement>(`#${options.prefix}-${firstInvalid}`)?.focus()
      return
    }
    const result = options.send(form, rules)
    setChecked(false)
    if (result !== undefined) setSent(result)
    startAfresh(options.next ? options.next(form) : options.empty)
  }

  /** Empties the form and forgets its draft; focus goes to its first field. */
  const clear = () => {
    setChecked(false)
    startAfresh()
    formRef.current?.querySelector<HTMLElement>(`#${options.prefix}-${fieldOrder(options)[0]}`)?.focus()
  }

  return {
    form,
    set,
    setValue,
    field,
    errors,
    errorCount: Object.keys(errors).length,
    submit,
    /** For the form's onFocus: the visitor is about to fill it in, so its checks are imported now if not yet. */
    prepare: checks.prefetch,
    sent,
    reset: () => setSent(undefined),
    clear,
    /** Whether anything is typed: the form offers to clear it. */
    edited: isEdited(form, options.empty),
    formRef,
    sentRef,
  }
}
