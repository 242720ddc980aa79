// Every stored key (lib/stored.ts), for a presenter's reset, which finds a demo's state by its keys. Apart from
// storedRemoval.ts, which a form's draft loads with the form: no form needs to list the keys.
import { memory } from './stored.ts'

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
