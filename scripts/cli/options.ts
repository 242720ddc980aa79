// The flags a command accepts, each with how its typed text becomes the value the script uses. A value is checked
// here, where the flag is known, so a bad one is refused with the flag's name before the script does anything.

/** A mistake in how a command was asked for (flags, values, arguments): reported as is, without a stack. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export interface OptionSpec<T> {
  /** As typed: "--out". */
  readonly flag: string
  /** The value's placeholder in the help ("<dir>"); a switch takes no value and has none. */
  readonly value?: string
  readonly description: string
  /** The default as the help shows it; it goes through `read` like a typed value. */
  readonly fallback?: string
  /** From the typed text (undefined: not given; "" for a switch that was given) to the value. Throws UsageError. */
  readonly read: (given: string | undefined) => T
}

/** A switch: true when given. `--no-<name>` is a switch of its own (`--no-path-style`). */
export function switchOption(flag: string, description: string): OptionSpec<boolean> {
  return { flag, description, read: (given) => given !== undefined }
}

/** Turns a typed value into what the script uses; throws a UsageError naming the flag and what was expected. */
export type ValueParser<T> = (raw: string, flag: string) => T

export function valueOption<T>(flag: string, value: string, description: string, parse: ValueParser<T>): OptionSpec<T | undefined>
export function valueOption<T>(
  flag: string,
  value: string,
  description: string,
  parse: ValueParser<T>,
  fallback: string,
): OptionSpec<T>
export function valueOption<T>(
  flag: string,
  value: string,
  description: string,
  parse: ValueParser<T>,
  fallback?: string,
): OptionSpec<T | undefined> {
  return {
    flag,
    value,
    description,
    ...(fallback === undefined ? {} : { fallback }),
    read: (given) => {
      const raw = given ?? fallback
      return raw === undefined ? undefined : parse(raw, flag)
    },
  }
}

/** Any text but an empty one. */
export const asText: ValueParser<string> = (raw, flag) => {
  if (raw.trim() === '') throw new UsageError(`${flag} needs a value`)
  return raw
}

export function asWholeNumber(min: number, max: number): ValueParser<number> {
  return (raw, flag) => {
    const n = Number(raw)
    if (!/^\d+$/.test(raw) || n < min || n > max)
      throw new UsageError(`Bad value for ${flag}: "${raw}" (expected a whole number from ${min} to ${max})`)
    return n
  }
}

/** One of a fixed set of words (a fulfilment kind). */
export function asOneOf<const T extends readonly string[]>(choices: T): ValueParser<T[number]> {
  return (raw, flag) => {
    if (!choices.includes(raw)) throw new UsageError(`Bad value for ${flag}: "${raw}" (expected one of ${choices.join(', ')})`)
    return raw as T[number]
  }
}

/** A comma-separated list, each item checked by `item` (which names what it expected). */
export function asList<T>(item: (entry: string) => T | undefined, expected: string): ValueParser<T[]> {
  return (raw, flag) => {
    const entries = raw.split(',').map((entry) => entry.trim())
    return entries.map((entry) => {
      const parsed = entry === '' ? undefined : item(entry)
      if (parsed === undefined) throw new UsageError(`Bad value for ${flag}: "${entry}" is not ${expected}`)
      return parsed
    })
  }
}

/** Seconds, whole or decimal ("0.5"), from `min` to `max`; the value is in milliseconds. */
export function asSeconds(min: number, max: number): ValueParser<number> {
  return (raw, flag) => {
    const seconds = Number(raw)
    if (!/^\d+(\.\d+)?$/.test(raw) || seconds < min || seconds > max)
      throw new UsageError(`Bad value for ${flag}: "${raw}" (expected seconds from ${min} to ${max}, e.g. 30 or 0.5)`)
    return Math.round(seconds * 1000)
  }
}
