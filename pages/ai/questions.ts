// Reading a question: a price limit it sets ("under $30", "between 20 and 40 dollars") and the phrases that say
// what kind of answer it wants (a price, the cheapest, a recommendation, a listing, only a greeting).

export interface Budget {
  min?: number
  max?: number
}

/** An amount with an optional currency before or after it; the number is the one capture group. */
const amountPattern = String.raw`(?:[$€£]|usd|eur|gbp)?\s*(\d+(?:[.,]\d{1,2})?)(?:\s*(?:dollars?|bucks?|euros?|pounds?|usd|eur|gbp)\b)?`
const budgetPatterns: { re: RegExp; read: (a: number, b: number) => Budget }[] = [
  { re: new RegExp(String.raw`\bbetween\s*${amountPattern}\s*(?:and|to|-)\s*${amountPattern}`), read: (a, b) => range(a, b) },
  { re: new RegExp(String.raw`[$€£]\s*(\d+(?:[.,]\d{1,2})?)\s*(?:-|to)\s*${amountPattern}`), read: (a, b) => range(a, b) },
  {
    re: new RegExp(
      String.raw`\b(?:under|below|less than|cheaper than|no more than|not more than|up to|at most|max(?:imum)?|within|for less than)\s*${amountPattern}`,
    ),
    read: (a) => ({ max: a }),
  },
  { re: new RegExp(String.raw`${amountPattern}\s*or (?:less|under|below|cheaper)\b`), read: (a) => ({ max: a }) },
  { re: new RegExp(String.raw`\b(?:over|above|more than|at least|upwards of)\s*${amountPattern}`), read: (a) => ({ min: a }) },
  { re: new RegExp(String.raw`${amountPattern}\s*or (?:more|over|above)\b`), read: (a) => ({ min: a }) },
]
/** A number followed by one of these is a size, an age or a count, not a price ("under 25 years", "30 amp"). */
const measure =
  /^\s*(?:years?|yrs?|yo|old|people|persons?|guests?|adults?|kids?|children|miles?|mi|km|amps?|inch(?:es)?|oz|ounces?|ft|feet|foot|lbs?|hours?|hrs?|days?|nights?|minutes?|mins?|weeks?|months?|percent|%|gb|tb|mb|liters?|litres?|l|pack|pieces?|degrees?|°|seats?|passengers?|movers?|rooms?|items?)(?![a-z])/
const currencyMark = /[$€£]|dollar|buck|euro|pound|usd|eur|gbp/
const priceWords = /\b(cost|costs|price|priced|prices|spend|budget|cheap|cheaper|cheapest|afford|affordable|pay|paying)\b/

function amount(text: string | undefined): number {
  return Number((text ?? '').replace(',', '.'))
}

function range(a: number, b: number): Budget {
  return { min: Math.min(a, b), max: Math.max(a, b) }
}

/** A price limit in the question ("under $20", "between 50 and 100"), the question without it, and whether it is
 *  surely about money (a currency or a price word) rather than a bare number. */
export function readBudget(question: string): { budget?: Budget; rest: string; explicit: boolean } {
  const lower = question.toLowerCase()
  for (const { re, read } of budgetPatterns) {
    const m = re.exec(lower)
    if (!m) continue
    const end = m.index + m[0].length
    if (measure.test(lower.slice(end))) continue
    const a = amount(m[1])
    const b = m[2] === undefined ? a : amount(m[2])
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue
    const budget = read(a, b)
    const explicit = currencyMark.test(m[0]) || priceWords.test(lower)
    return { budget, rest: `${question.slice(0, m.index)} ${question.slice(end)}`, explicit }
  }
  return { rest: question, explicit: false }
}

export const has = (text: string, re: RegExp) => re.test(` ${text} `)
/** "What's the difference between A and B?", "Compare A with B", "A vs B": the two things compared, if it is one. */
export function comparedSides(text: string): [string, string] | undefined {
  const m =
    /\b(?:difference|differences|compare|comparing)\s+(?:between\s+)?(.+?)\s+(?:and|with|to|vs|versus)\s+(.+)$/.exec(text) ??
    /^(?:.*\s)?(\S+(?:\s\S+)?)\s+(?:vs|versus)\s+(.+)$/.exec(text)
  return m?.[1] && m[2] ? [m[1], m[2]] : undefined
}
/** "How do I …", "how long …": asking how something is done, not for a product ("how much" is a price). */
export const howAsk = /^how (do|does|did|can|could|should|would|long|soon|fast|often|many|are|is)\b/
export const priceAsk = /\s(how much|what does .* cost|what do .* cost|price|prices|pricing|cost|costs|priced|fee|fees)\s/
export const cheapestAsk =
  /\s(cheapest|least expensive|lowest price[d]?|most affordable|cheaper|inexpensive|cheap|affordable|on a budget)\s/
export const priciestAsk = /\s(most expensive|priciest|highest price[d]?|top of the range|fanciest)\s/
export const recommendAsk =
  /\s(recommend\w*|suggest\w*|advice|advise|best|should i (get|buy|choose|pick|book|take)|what would you|ideal|popular|good choice|gift for)\s/
/** Asking whether a product is there, or what it holds. */
export const productAsk =
  /^ (do|does) you (have|sell|offer|carry|stock) |\bwhat(s| is| does| comes)? (included|come|comes|is included) (in|with) /
export const listAsk =
  /\s(have|has|sell|selling|offer|offering|carry|stock|available|show|list|options|kinds|types|range|selection|got|browse)\s/

export function isOnly(all: readonly string[], core: ReadonlySet<string>, filler: ReadonlySet<string>): boolean {
  return all.length > 0 && all.some((w) => core.has(w)) && all.every((w) => core.has(w) || filler.has(w))
}
