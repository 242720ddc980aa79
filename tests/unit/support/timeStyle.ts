// Times written into text (brand data, the built pages) as US English writes them and lib/formatTime.ts formats
// them: "7 AM", "2:30 PM", "8 AM–12 PM". Lower-case or dotted day periods and 24-hour clock times are reported.
import type { Passage } from './spelling.ts'

const styles = [
  { pattern: /\b\d{1,2}(?::[0-5]\d)?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\p{L})/gu, why: 'a day period in capitals: "7 AM"' },
  { pattern: /\b(?:[01]?\d|2[0-3]):[0-5]\d\b(?!\s?[AP]M)/gu, why: 'a 12-hour clock: "2:30 PM"' },
]

/** One line per time written otherwise: `<where>: "7 am" (expected a day period in capitals: "7 AM")`. */
export function timesNotInUsStyle(passages: readonly Passage[]): string[] {
  return passages.flatMap(({ where, text }) =>
    styles.flatMap(({ pattern, why }) => [...text.matchAll(pattern)].map((m) => `${where}: "${m[0]}" (expected ${why})`)),
  )
}
