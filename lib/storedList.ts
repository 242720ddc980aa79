// A list kept in localStorage per scope, newest first, whose entries are checked one by one against a shape
// (lib/shape.ts): an entry from an older version, or edited by hand, is dropped and the rest of the list is kept.
// Anything that is not a list at all reads as an empty list.
import type { Shape } from './shape.ts'
import { readStored, storageKey, useStored, writeStored } from './stored.ts'

export interface StoredList<Entry> {
  key(scope: string): string
  /** The entries that still have the expected shape (also usable on any parsed JSON, for tests). */
  shape: { parse(value: unknown): Entry[] | undefined }
  read(scope: string): Entry[]
  /** The list as React state: every component that shows it updates when an entry is added. */
  use(scope: string): Entry[]
  /** Puts `entry` first. */
  add(scope: string, entry: Entry): void
  /** Replaces the whole list. */
  write(scope: string, entries: readonly Entry[]): void
}

export function storedList<Entry>(name: string, entry: Shape<Entry>): StoredList<Entry> {
  const none: Entry[] = []
  const shape = {
    parse: (value: unknown) => (Array.isArray(value) ? value.filter(entry) : undefined),
  }
  const key = (scope: string) => storageKey(scope, name)
  const read = (scope: string) => readStored(key(scope), none, shape)
  return {
    key,
    shape,
    read,
    use: (scope) => useStored(key(scope), none, shape)[0],
    add: (scope, item) => writeStored(key(scope), [item, ...read(scope)]),
    write: (scope, entries) => writeStored(key(scope), entries),
  }
}
