// Finding and removing stored values (lib/stored.ts): what a presenter's reset and a form's sent or cleared draft
// do, after a visitor acts. Apart from stored.ts, which every page's first load carries.
import { memory, notifyStored } from './stored.ts'

/** Every stored key: those in localStorage and those kept in memory because localStorage refused them. */
export function storedKeys(): string[] {
  const keys = new Set(memory.keys())
  try {
    for (let i = 0; i < localStorage.length; i++) keys.add(localStorage.key(i) as string)
  } catch {
    // Storage blocked: only what is kept in memory.
  }
  return [...keys]
}

/** Removes `keys` (a brand's demo state, a draft once its form is sent) and tells every reader at once, so this tab
 *  shows the emptied state too: readers get their fallback again. */
export function removeStored(keys: readonly string[]): void {
  for (const key of keys) {
    memory.delete(key)
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage blocked: nothing there to remove.
    }
  }
  notifyStored()
}
