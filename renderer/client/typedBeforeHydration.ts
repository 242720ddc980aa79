// What a visitor typed or chose in the prerendered page before React attached to it. React renders every
// controlled field from its state, so hydrating puts each one back to its empty value: the entries are read just
// before hydration and handed to the page afterwards as the visitor's own input, so each form's state takes them up
// exactly as if they had been typed then.
import { flushSync } from 'react-dom'

/** One changed field: found again by id, or by name (and value, for a radio or checkbox). */
interface Entry {
  selector: string
  value?: string
  checked?: boolean
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const ignoredTypes = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image'])

function selectorOf(field: Field): string | null {
  if (field.id) return `#${CSS.escape(field.id)}`
  if (!field.name) return null
  const byName = `[name="${CSS.escape(field.name)}"]`
  return field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
    ? `${byName}[value="${CSS.escape(field.value)}"]`
    : byName
}

function changedEntry(field: Field): Omit<Entry, 'selector'> | null {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected)
    return changed ? { value: field.value } : null
  }
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.checked !== field.defaultChecked ? { checked: field.checked } : null
  return field.value !== field.defaultValue ? { value: field.value } : null
}

export function readTypedEntries(root: ParentNode): Entry[] {
  const entries: Entry[] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && ignoredTypes.has(field.type)) continue
    const selector = selectorOf(field)
    const entry = changedEntry(field)
    if (selector && entry) entries.push({ selector, ...entry })
  }
  return entries
}

/**
 * Gives a field's value to React the way typing does. React keeps its own record of each field's last value (set
 * through the element's own property) and reports a change only when the element's value differs from it; after
 * hydration that record already holds what was typed. So the record is first set to something else, then the value
 * is set beneath it (through the prototype's setter) and the event React listens to is dispatched.
 */
function setAsTyped(field: Field, value: string) {
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * Each entry's update is rendered before the next is given (`flushSync`): a form's change handler built in one
 * render would otherwise write its field over the fields the previous handlers set.
 */
export function replayTypedEntries(entries: Entry[]): void {
  for (const { selector, value, checked } of entries) {
    const field = document.querySelector<Field>(selector)
    if (!field || field.disabled) continue
    flushSync(() => {
      if (checked !== undefined && field instanceof HTMLInputElement) {
        // The same for a choice: React's record is set to the other state, and a click makes the visitor's choice.
        field.checked = !checked
        field.click()
      } else if (value !== undefined) setAsTyped(field, value)
    })
  }
}
