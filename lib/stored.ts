// A value kept in localStorage and shared by every component that reads the same key. The server and the first
// (hydrating) render see the fallback; the stored value follows right after, so hydration never mismatches.
import { useCallback, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
const snapshots = new Map<string, { raw: string | null; value: unknown }>()
/**
 * Values localStorage refused (blocked, or full): kept here instead and read from here first, so the cart, the
 * sign-in and every list keep working for the rest of the visit (client navigation keeps them; a full page load
 * cannot). The visitor's console is told once.
 */
export const memory = new Map<string, string>()
let toldMemoryOnly = false

/** Tells every reader that stored values may have changed (lib/storedRemoval.ts removes values apart from here, so
 *  that the entry every page loads carries no removal). */
export function notifyStored(): void {
  for (const listener of listeners) listener()
}

/** The localStorage key of one piece of visitor state ("cart", "user", …) in a scope: a brand, or "Demo" at top level. */
export function storageKey(scope: string, name: string): string {
  return `storefront:${scope}:${name}`
}

/** Checks that stored JSON still has the expected shape (it may be from an older version, or edited by hand). */
export type Guard<T> = (value: unknown) => value is T

/** A guard, or a parser that keeps what is still usable (undefined: nothing is, use the fallback). */
export type Shape<T> = Guard<T> | { parse(value: unknown): T | undefined }

function rawValue(key: string): string | null {
  const kept = memory.get(key)
  if (kept !== undefined) return kept
  try {
    return localStorage.getItem(key)
  } catch {
    // Storage blocked (privacy mode): behave as empty.
    return null
  }
}

function read<T>(key: string, fallback: T, shape?: Shape<T>): T {
  const raw = rawValue(key)
  const cached = snapshots.get(key)
  if (cached && cached.raw === raw) return cached.value as T
  let value: T = fallback
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw)
      if (!shape || (typeof shape === 'function' && shape(parsed))) value = parsed as T
      else if (typeof shape === 'object') value = shape.parse(parsed) ?? fallback
    } catch {
      // A corrupt entry is ignored rather than breaking the page; the next write replaces it.
    }
  }
  snapshots.set(key, { raw, value })
  return value
}

/** Calls `listener` whenever any stored value may have changed (here or in another tab). */
export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function writeStored(key: string, value: unknown): void {
  const raw = JSON.stringify(value)
  try {
    localStorage.setItem(key, raw)
    memory.delete(key)
  } catch {
    memory.set(key, raw)
    if (!toldMemoryOnly) {
      toldMemoryOnly = true
      console.warn('This browser is not keeping data for this site: what you do here lasts until the page is reloaded.')
    }
  }
  notifyStored()
}

export function readStored<T>(key: string, fallback: T, shape?: Shape<T>): T {
  return read(key, fallback, shape)
}

export function useStored<T>(key: string, fallback: T, shape?: Shape<T>): [T, (next: T) => void] {
  const value = useSyncExternalStore(
    subscribeStored,
    () => read(key, fallback, shape),
    () => fallback,
  )
  const set = useCallback((next: T) => writeStored(key, next), [key])
  return [value, set]
}
