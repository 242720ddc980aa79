// How replies are worded: lists, example questions and the welcome (the page's first load carries this file; the
// sentences of descriptions are in sentences.ts, loaded with the answering code).
import type { AssistantProduct, Knowledge } from './knowledge.ts'

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
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
