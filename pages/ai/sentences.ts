// The sentences of a product's description: its first, the one qualifying its price, the one answering a question.
// Only the answering code needs them, so they load with it, not with the page.

export function firstSentence(text: string): string {
  return sentences(text)[0] ?? text
}

/** The sentence of a text that shares the most of the terms (by `shares`), the first one where none shares more:
 *  "Do I have to return the electric car fully charged?" is answered by "Return it at any charge level." */
export function answeringSentence(text: string, shares: (sentence: string) => number): string {
  const all = sentences(text)
  let best = all[0] ?? text
  let most = all.length > 0 ? shares(best) : 0
  for (const s of all.slice(1)) {
    const n = shares(s)
    if (n > most) [best, most] = [s, n]
  }
  return best
}

/** The sentence of a description that qualifies its price ("Price is per day."), if any. */
export function priceNote(text: string): string | undefined {
  return sentences(text).find((s) => /\bprice\b/i.test(s))
}

/** Abbreviations whose full stop does not end a sentence ("St. Maarten", "Dr. Smith"). */
const abbreviation = /\b(?:St|Dr|Mr|Mrs|Ms|Jr|Sr|No|Mt|Ft|vs|approx)$/

/** Sentences end at a full stop followed by a capital, so "U.S. teaching" or "24 oz. cotton" stay whole. */
function sentences(text: string): string[] {
  const out: string[] = []
  let start = 0
  for (const m of text.matchAll(/[.!?]\s+(?=[A-Z])/g)) {
    const end = m.index + 1
    if (abbreviation.test(text.slice(start, m.index))) continue
    out.push(text.slice(start, end).trim())
    start = end
  }
  out.push(text.slice(start).trim())
  return out.filter(Boolean)
}
