// Removing stored values (lib/stored.ts): what a presenter's reset and a form's sent or cleared draft do, after a
// visitor acts. Apart from stored.ts, which every page's first load carries; listing the keys is the reset's alone
// (storedKeys.ts).
import { memory, notifyStored } from './stored.ts'

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
