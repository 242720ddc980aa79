// The product picker's search (ProductPickerField.tsx), loaded when the visitor first focuses the field. It takes over
// the field's input, which came with the page and may already hold text, and makes it a combobox (the ARIA 1.2
// pattern: the focus stays in the text, the active option is announced through aria-activedescendant) whose listbox
// offers the products the brand's index finds for what is typed. Arrow keys move through them, Enter or a click picks
// one, Escape closes the list; typing after a pick drops it. The input is the page's, so its combobox state is set on
// it here rather than rendered.
import { useEffect, useRef, useState } from 'react'
import { fetchReader } from '../shop/searchIndexQuery.ts'
import { activeAfter, type Matches, matchesStatus, productMatches } from './productMatches.ts'
import type { Choice } from './SelectAndTextArea.tsx'

/** The page's input: rendered by the field, which came with the page. */
const inputOf = (id: string) => document.getElementById(id) as HTMLInputElement | null

export interface ProductSearchProps {
  /** The id of the page's input. */
  inputId: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  onPick?: ((pick: Choice | undefined) => void) | undefined
  prefix: string
  valueKey: 'slug' | 'name'
}

export function ProductSearch({ inputId, value, onChange, onPick, prefix, valueKey }: ProductSearchProps) {
  const [text, setText] = useState(() => inputOf(inputId)?.value ?? '')
  // The list is open while the visitor types, closed once they pick or press Escape.
  const [open, setOpen] = useState(!value)
  // undefined: nothing to search by yet; null: the index could not be read.
  const [matches, setMatches] = useState<Matches | null>()
  const [active, setActive] = useState(-1)
  // The name the field shows for the value picked (a name value shows itself when the field is shown again).
  const pickedName = useRef<string | undefined>(valueKey === 'name' && value ? value : undefined)
  const listId = `${inputId}-matches`
  const optionId = (index: number) => `${listId}-${index}`
  const offered = open ? (matches?.products ?? []) : []
  const query = text.trim()

  const pick = (index: number) => {
    const product = offered[index]
    const field = inputOf(inputId)
    if (!product || !field) return
    field.value = product.name
    pickedName.current = product.name
    setText(product.name)
    setOpen(false)
    onChange({ target: { value: product[valueKey] } })
    onPick?.({ value: product[valueKey], label: product.name })
  }

  // The input's listeners see this render's state and props.
  const now = useRef({ value, offered, active, pick, onChange, onPick })
  now.current = { value, offered, active, pick, onChange, onPick }
  useEffect(() => {
    const field = inputOf(inputId)
    if (!field) return
    const typed = () => {
      setText(field.value)
      setOpen(true)
      if (!now.current.value) return
      now.current.onChange({ target: { value: '' } })
      now.current.onPick?.(undefined)
    }
    const key = (event: KeyboardEvent) => {
      const { offered, active, pick } = now.current
      if (event.key === 'Escape' && offered.length > 0) {
        event.preventDefault()
        setOpen(false)
      } else if (event.key === 'Enter' && offered[active]) {
        // Enter picks the active product; with none active it submits the form, as in any text field.
        event.preventDefault()
        pick(active)
      } else {
        if (event.key === 'ArrowDown') setOpen(true)
        const next = activeAfter(event.key, active, offered.length)
        if (next === undefined) return
        event.preventDefault()
        setActive(next)
      }
    }
    field.addEventListener('input', typed)
    field.addEventListener('keydown', key)
    return () => {
      field.removeEventListener('input', typed)
      field.removeEventListener('keydown', key)
    }
  }, [inputId])

  // The combobox's state, on the page's input.
  useEffect(() => {
    const field = inputOf(inputId)
    if (!field) return
    const set = (name: string, to: string | undefined) => (to ? field.setAttribute(name, to) : field.removeAttribute(name))
    set('aria-expanded', String(offered.length > 0))
    set('aria-controls', offered.length > 0 ? listId : undefined)
    set('aria-activedescendant', offered[active] ? optionId(active) : undefined)
  })

  // The form emptied the field (sent, or cleared): the name picked goes with it.
  useEffect(() => {
    const field = inputOf(inputId)
    if (value || !field || pickedName.current === undefined || field.value !== pickedName.current) return
    field.value = ''
    pickedName.current = undefined
    setText('')
  }, [value, inputId])

  useEffect(() => {
    if (!open) return
    // A slower answer to an earlier query must not replace a later one's.
    let current = true
    productMatches(prefix, query, fetchReader).then(
      (found) => {
        if (!current) return
        setMatches(found)
        setActive(-1)
      },
      () => current && setMatches(null),
    )
    return () => {
      current = false
    }
  }, [prefix, query, open])

  return (
    <>
      {offered.length > 0 && (
        <div id={listId} role="listbox" aria-label="Matching products" className="product-search-list">
          {offered.map((product, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (the focus stays in its text)
            <div
              key={product.slug}
              id={optionId(index)}
              tabIndex={-1}
              role="option"
              aria-selected={index === active}
              // A press must not take the focus from the text before the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              {product.name}
            </div>
          ))}
        </div>
      )}
      {open && (
        <p role="status" className="product-search-status">
          {matchesStatus(matches)}
        </p>
      )}
    </>
  )
}
