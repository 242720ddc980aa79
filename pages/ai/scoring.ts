// FAQ search and product ranking: FAQ entries and products are scored by the terms they share with the question,
// a product's name and category counting more than its description, and rarer terms more than common ones.
import type { AssistantFaq, AssistantProduct } from './knowledge.ts'
import { alternative, needOf, stem, tokenize, withoutOf } from './terms.ts'

export interface Field {
  terms: ReadonlySet<string>
  /** The terms' stems (terms.ts): "hemmed" in a field matches "hem" in a question. */
  stems: ReadonlySet<string>
  weight: number
}

/** How much one field says about a term: all of its weight for the same term, half for a shared stem of 4+ letters
 *  ("clean" and "cleaning", "member" and "membership"). */
export function fieldMatch(term: string, field: Field): number {
  if (term.includes(alternative)) return Math.max(...term.split(alternative).map((t) => fieldMatch(t, field)))
  if (field.terms.has(term) || field.stems.has(stem(term))) return field.weight
  // The naive singular makes "hoodies" "hoody": it is still the field's "hoodie".
  if (term.endsWith('y') && field.terms.has(`${term.slice(0, -1)}ie`)) return field.weight
  if (term.length < 4) return 0
  for (const t of field.terms) if (t.length >= 4 && (t.startsWith(term) || term.startsWith(t))) return field.weight / 2
  return 0
}

export const fieldOf = (terms: readonly string[], weight: number): Field => ({
  terms: new Set(terms),
  stems: new Set(terms.map(stem)),
  weight,
})
export const field = (text: string, weight: number): Field => fieldOf(tokenize(text), weight)

export const weights = { faqQuestion: 3, faqAnswer: 1, name: 3, category: 2, badge: 1.5, description: 1 } as const

/** The least score that counts as an answer: one word of an FAQ question (or two of its answer); a name word or two
 *  description words. */
export const faqThreshold = 3
export const productThreshold = 2
/** A product shown next to an FAQ answer must share more than one word of its name with the question. */
export const relatedThreshold = 6

export interface Scored<T> {
  item: T
  index: number
  /** The weighted overlap (each term once per field it is in): what thresholds and FAQ-or-product decisions use. */
  score: number
  /** How many of the question's terms the item shares. */
  hits: number
  /** The share of the question's terms it shares (0 to 1). */
  coverage: number
  /** How many it shares with the item's first field: a product's name, an FAQ entry's question. */
  leadHits: number
  /** The overlap with rarer terms counting more (a term every product shares says little): what orders items. */
  rank: number
}

/** Best first; equal ranks keep the brand's own order. */
export function ranked<T>(items: readonly T[], index: readonly Field[][], terms: readonly string[]): Scored<T>[] {
  const perTerm = items.map((_, i) => terms.map((t) => (index[i] ?? []).reduce((sum, f) => sum + fieldMatch(t, f), 0)))
  const rarity = terms.map((_, j) => {
    const df = perTerm.filter((row) => (row[j] ?? 0) > 0).length
    return df === 0 ? 0 : Math.log(1 + items.length / df)
  })
  return items
    .map((item, i) => {
      const row = perTerm[i] ?? []
      const hits = row.filter((v) => v > 0).length
      const coverage = terms.length > 0 ? hits / terms.length : 0
      return {
        item,
        index: i,
        score: row.reduce((a, b) => a + b, 0),
        hits,
        coverage,
        leadHits: terms.filter((t) => {
          const lead = index[i]?.[0]
          return lead !== undefined && fieldMatch(t, lead) > 0
        }).length,
        // An item with all of the question's words beats one with many of one word: "Do you hem leggings?" is for the
        // entry saying leggings are hemmed, not the one on how leggings fit.
        rank: row.reduce((sum, v, j) => sum + v * (rarity[j] ?? 0), 0) * coverage,
      }
    })
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
}

/** Whether the best FAQ entry answers better than the best product: it shares more of the question's terms, or as
 *  many with at least the weight (an FAQ question's words count as much as a product name's). */
export function faqBeats(faq: Scored<unknown> | undefined, product: Scored<unknown> | undefined, strictly = false): boolean {
  const hits = product?.hits ?? 0
  // An answer that holds every word of the question counts where no product has any ("Do you offer scholarships?":
  // the financial aid answer says each school offers them).
  const whole = faq !== undefined && faq.coverage === 1 && hits === 0
  if (!faq || (faq.score < faqThreshold && faq.hits < 2 && !whole)) return false
  if (faq.hits !== hits) return faq.hits > hits
  return !strictly && faq.score >= (product?.score ?? 0)
}

export const productFields = (p: AssistantProduct): Field[] => [
  field(p.name, weights.name),
  field(p.category, weights.category),
  ...(p.badge ? [field(p.badge, weights.badge)] : []),
  field(p.description, weights.description),
  fieldOf(withoutOf(p.description), weights.category),
]
export const faqFields = (f: AssistantFaq): Field[] => [
  field(f.question, weights.faqQuestion),
  field(f.answer, weights.faqAnswer),
  fieldOf([...needOf(f.question), ...withoutOf(f.question), ...needOf(f.answer), ...withoutOf(f.answer)], weights.faqQuestion),
]
