// Checks that stored data still has the shape the code expects (a list in localStorage, read back on every page that
// shows it): an entry from an older version, or edited by hand, fails its check. Written for that one use, in a few
// hundred bytes; valibot, which the build uses to read brand data with readable errors, weighs about 1.8 KB gzip
// in the first load of every page that reads a stored list.

/** A check that `value` has the shape `T`. */
export type Shape<T> = (value: unknown) => value is T

/** The type a shape checks. */
export type ShapeOf<S> = S extends Shape<infer T> ? T : never

/** A shape an object's entry may also be missing from. */
interface OptionalShape<T> extends Shape<T | undefined> {
  optional: true
}

type Entries = Record<string, Shape<unknown>>
type Flatten<T> = { [K in keyof T]: T[K] }
type Required<E extends Entries> = { [K in keyof E as E[K] extends OptionalShape<unknown> ? never : K]: ShapeOf<E[K]> }
type Optional<E extends Entries> = { [K in keyof E as E[K] extends OptionalShape<unknown> ? K : never]?: ShapeOf<E[K]> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isString: Shape<string> = (value): value is string => typeof value === 'string'
const isNumber: Shape<number> = (value): value is number => typeof value === 'number' && !Number.isNaN(value)

export const shape = {
  string: (): Shape<string> => isString,
  number: (): Shape<number> => isNumber,
  /** A whole number from `min` to `max`. */
  integer:
    (min: number, max: number): Shape<number> =>
    (value): value is number =>
      Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
  /** One of `options`. */
  oneOf:
    <const T extends readonly string[]>(options: T): Shape<T[number]> =>
    (value): value is T[number] =>
      options.includes(value as string),
  array:
    <T>(item: Shape<T>): Shape<T[]> =>
    (value): value is T[] =>
      Array.isArray(value) && value.every(item),
  optional: <T>(inner: Shape<T>): OptionalShape<T> =>
    Object.assign((value: unknown): value is T | undefined => value === undefined || inner(value), { optional: true as const }),
  /** An object with (at least) these entries; others are allowed and kept. */
  object:
    <E extends Entries>(entries: E): Shape<Flatten<Required<E> & Optional<E>>> =>
    (value): value is Flatten<Required<E> & Optional<E>> =>
      isRecord(value) && Object.entries(entries).every(([key, check]) => check(value[key])),
}
