// What a booked line's price is multiplied by, and counting it in words (lib/plural.ts): the one piece of the money
// rules the confirmation needs, apart so that it carries none of the rest.

/** What a line's unit price is multiplied by: the days of a rental, the guests of a sailing. */
export interface Units {
  count: number
  per: 'day' | 'guest'
}

export { plural } from '../../lib/plural.ts'
