// A form's draft: what the visitor has typed, kept in localStorage (`storefront:<scope>:draft:<form>`) so that a
// reload or a tab closed by mistake loses nothing, until the form is sent or cleared. A form names the fields its
// draft keeps (or leaves out): a payment form never keeps a card number or security code. What is read back is
// checked field by field against the empty form: a value of another type, an unknown field or a draft that is not
// an object is ignored, never thrown on.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import { readStored, storageKey, writeStored } from '../../lib/stored.ts'
import { removeStored } from '../../lib/storedRemoval.ts'

/** Which fields a draft keeps: exactly these, or every field but these. */
export type DraftFields<Form> = { keep: readonly (keyof Form & string)[] } | { omit: readonly (keyof Form & string)[] }

export interface DraftOptions<Form> {
  /** The brand's storage scope (`payload.route.scope`). */
  scope: string
  /** The form's name in the key: `storefront:<scope>:draft:<form>`. */
  form: string
  fields: DraftFields<Form>
}

export function draftKey(scope: string, form: string): string {
  return storageKey(scope, `draft:${form}`)
}

/** The fields of `empty` a draft keeps. */
export function keptFields<Form extends object>(empty: Form, fields: DraftFields<Form>): (keyof Form & string)[] {
  const all = Object.keys(empty) as (keyof Form & string)[]
  return 'keep' in fields ? all.filter((k) => fields.keep.includes(k)) : all.filter((k) => !fields.omit.includes(k))
}

/** Whether a stored value can stand in a field whose empty value is `like`: text, a number, a switch or a list of
 *  texts. */
function fits(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) return Array.isArray(value) && value.every((v) => typeof v === 'string')
  if (typeof like === 'number') return typeof value === 'number' && Number.isFinite(value)
  return (typeof like === 'string' || typeof like === 'boolean') && typeof value === typeof like
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** The kept fields of a stored draft whose values fit their fields; undefined when none does (or it is no object). */
export function parseDraft<Form extends object>(
  value: unknown,
  empty: Form,
  kept: readonly (keyof Form)[],
): Partial<Form> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const draft: Partial<Form> = {}
  for (const key of kept) {
    const stored = (value as Record<PropertyKey, unknown>)[key]
    if (fits(stored, empty[key])) draft[key] = stored as Form[typeof key]
  }
  return Object.keys(draft).length > 0 ? draft : undefined
}

/** The stored draft of a form, as far as it fits the form; undefined when there is none or nothing in it fits. */
export function readDraft<Form extends object>(
  key: string,
  empty: Form,
  kept: readonly (keyof Form)[],
): Partial<Form> | undefined {
  return readStored<Partial<Form> | undefined>(key, undefined, { parse: (v) => parseDraft(v, empty, kept) })
}

/** Whether any field of `form` differs from the empty form. */
export function isEdited<Form extends object>(form: Form, empty: Form): boolean {
  return (Object.keys(empty) as (keyof Form)[]).some((k) => !same(form[k], empty[k]))
}

/**
 * The form's values, starting empty (as prerendered) and taking up the stored draft once hydrated; a field typed into
 * before that keeps what was typed. `setForm` is for the visitor's changes, which are stored; `reset` starts the
 * form afresh (`next`, or empty) and forgets the draft, after a send or when the visitor clears the form. Without
 * `draft`, nothing is stored.
 */
export function useDraft<Form extends object>(empty: Form, draft: DraftOptions<Form> | undefined) {
  const [form, setState] = useState(empty)
  const key = draft && draftKey(draft.scope, draft.form)
  // What the effects read: the form's own constants, which a page may build afresh on every render.
  const latest = useRef({ empty, kept: [] as (keyof Form & string)[] })
  latest.current = { empty, kept: draft ? keptFields(empty, draft.fields) : [] }
  /** Set by the visitor's changes: a form just restored, sent or cleared writes nothing. */
  const edited = useRef(false)

  useEffect(() => {
    if (!key) return
    const { empty, kept } = latest.current
    const stored = readDraft(key, empty, kept)
    if (!stored) return
    setState((current) => {
      const merged = { ...current }
      for (const k of Object.keys(stored) as (keyof Form)[])
        if (same(current[k], empty[k])) merged[k] = stored[k] as Form[typeof k]
      return merged
    })
  }, [key])

  useEffect(() => {
    if (!key || !edited.current) return
    const { empty, kept } = latest.current
    const values = Object.fromEntries(kept.map((k) => [k, form[k]])) as Partial<Form>
    if (kept.some((k) => !same(form[k], empty[k]))) writeStored(key, values)
    else removeStored([key])
  }, [form, key])

  const setForm: Dispatch<SetStateAction<Form>> = useCallback((next) => {
    edited.current = true
    setState(next)
  }, [])
  const reset = useCallback(
    (next?: Form) => {
      edited.current = false
      if (key) removeStored([key])
      setState(next ?? latest.current.empty)
    },
    [key],
  )
  return { form, setForm, reset }
}
