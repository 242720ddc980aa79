// How replies are worded: lists, first sentences, price notes, example questions and the welcome.
import type { AssistantProduct, Knowledge } from './knowledge.ts'

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

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

export function categoriesOf(products: readonly AssistantProduct[]): string[] {
  return [...new Set(products.map((p) => p.category))]
}

/** Example questions built from the brand's own FAQ and categories, each one the engine can answer. */
export function exampleQuestions(k: Knowledge, count = 3): string[] {
  const categories = categoriesOf(k.products)
  const candidates = [
    k.faq[0]?.question,
    categories[0] && `What do you have in ${categories[0]}?`,
    k.faq[1]?.question,
    categories[1] && `What is the cheapest option in ${categories[1]}?`,
    k.products.length > 0 ? 'What do you recommend?' : undefined,
    k.faq[2]?.question,
    categories[2] && `What do you have in ${categories[2]}?`,
  ]
  const out: string[] = []
  for (const c of candidates) if (c && !out.includes(c) && out.length < count) out.push(c)
  return out
}

/** "Avis’s", but "Consumer Reports’": a name ending in s takes the apostrophe alone. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`
}

/** The categories as one noun phrase: their names are often adjectives ("Luxury"), so they name categories. */
function categoryPhrase(categories: readonly string[], shown = 4): string {
  const named = categories.slice(0, shown)
  const list = categories.length > shown ? `${named.join(', ')} and other` : joinList(named)
  return `our ${list} ${categories.length === 1 ? 'category' : 'categories'}`
}

/** The assistant's opening line: who it is and what it knows about. */
export function welcome(k: Knowledge): string {
  const categories = categoriesOf(k.products)
  const topics = [
    ...(k.faq.length > 0 ? ['common questions'] : []),
    ...(categories.length > 0 ? [`anything in ${categoryPhrase(categories)}`] : []),
  ]
  return topics.length > 0
    ? `Hi! I’m the ${k.brand} assistant. Ask me about ${joinList(topics)}, or ask for a recommendation.`
    : `Hi! I’m the ${k.brand} assistant.`
}
