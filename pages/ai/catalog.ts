// Recommendations: the catalog prepared once for a brand (every product's fields tokenised, every FAQ entry's topics
// read), with the ways an answer picks products from it (by topic, by category, by price, the brand's favorites)
// and words them, and the FAQ entries that may answer a question on a topic.
import type { AssistantFaq, AssistantProduct, Intent, Knowledge, Reply } from './knowledge.ts'
import { maxRecommendations } from './knowledge.ts'
import { categoriesOf, joinList } from './phrasing.ts'
import { priceLabel } from './productPrice.ts'
import { faqFields, faqThreshold, fieldMatch, fieldOf, productFields, productThreshold, ranked, type Scored } from './scoring.ts'
import { priceNote } from './sentences.ts'
import { normalise, tokenize } from './terms.ts'
import { type Topic, topicOf, topicsOf } from './topics.ts'

export function prepareCatalog(k: Knowledge) {
  const productIndex = k.products.map(productFields)
  const faqIndex = k.faq.map(faqFields)
  const faqTopics = k.faq.map((f) => topicOf(normalise(f.question)))
  const faqAllTopics = k.faq.map((f) => new Set(topicsOf(normalise(f.question))))
  const categories = categoriesOf(k.products).map((name) => ({ name, terms: tokenize(name) }))

  const price = (p: AssistantProduct) => priceLabel(p, k.currency)
  /** "Economy at $42.00", "Chamberlain BSN ($95.00 application fee)", "Discover it Miles". */
  const named = (p: AssistantProduct) => {
    const label = price(p)
    if (!label) return p.name
    return p.application ? `${p.name} (${label})` : `${p.name} at ${label}`
  }
  const names = (list: readonly AssistantProduct[]) => joinList(list.slice(0, maxRecommendations).map(named))
  const rankProducts = (terms: readonly string[]) => ranked(k.products, productIndex, terms)
  /** FAQ entries by how well they answer: on a topic, only those about it or (unless `strictly`) about nothing in
   *  particular. */
  const rankFaq = (terms: readonly string[], topic?: Topic, strictly = false) => {
    const about = (i: number) => topic !== undefined && (faqAllTopics[i]?.has(topic) ?? false)
    const fits = (i: number) => !topic || about(i) || (!strictly && faqTopics[i] === undefined)
    const eligible = k.faq.flatMap((f, i) => (fits(i) ? [{ f, i }] : []))
    const scored = ranked(
      eligible.map((e) => e.f),
      eligible.map((e) => faqIndex[e.i] ?? []),
      terms,
    )
    if (!topic) return scored
    // An entry about the question's topic counts as much as a word of its question shared, and as sharing one where it
    // shares none ("Can I get my money back?" is answered by "Can I get a refund?").
    const onTopic = (s: Scored<AssistantFaq>) => about(eligible[s.index]?.i ?? -1)
    // One on the topic that also shares a word comes first: "Can I return boots without a receipt?" is for the
    // returns entry, not the one on sizing Bean Boots.
    const sharing = (s: Scored<AssistantFaq>) => onTopic(s) && s.hits > 0
    const byTopic = scored
      .map((s) =>
        onTopic(s) ? { ...s, score: s.score + faqThreshold, hits: Math.max(s.hits, 1), rank: s.rank + faqThreshold } : s,
      )
      .sort((a, b) => Number(sharing(b)) - Number(sharing(a)) || b.rank - a.rank || a.index - b.index)
    if (strictly) return byTopic
    // An entry on another topic that holds three or more of the question's words, more than any entry on its topic,
    // answers it: "Is there a minimum number of deliveries for a subscription?" speaks of deliveries, but the entry on
    // cancelling says "no minimum number of deliveries".
    const most = Math.max(0, ...scored.map((s) => s.hits))
    const other = ranked(k.faq, faqIndex, terms).find((s) => !fits(s.index) && s.hits >= 3 && s.hits > most)
    return other ? [other, ...byTopic] : byTopic
  }
  /** Whether the terms name the product: one of them is in its name and in the names of two products at most. */
  const namesProduct = (terms: readonly string[], index: number) =>
    terms.some((t) => {
      const inName = (i: number) => fieldMatch(t, productIndex[i]?.[0] ?? fieldOf([], 0)) > 0
      return inName(index) && productIndex.filter((_, i) => inName(i)).length <= 2
    })
  /** The topic an FAQ entry is about ('general' when its question shows none). */
  const faqTopic = (faq: AssistantFaq) => faqTopics[k.faq.indexOf(faq)] ?? 'general'

  /** Badged products first (the brand's own favorites), then catalog order. */
  const favorites = () => [...k.products].sort((a, b) => Number(!a.badge) - Number(!b.badge))

  /** Products that match the terms well enough: at least the threshold, and at least half as well as the best one. */
  function relevant(terms: readonly string[], threshold = productThreshold): AssistantProduct[] {
    if (terms.length === 0) return []
    const list = rankProducts(terms)
    const best = list[0]?.rank ?? 0
    // Where the best shares two words or more, one that shares a single word is beside the point ("hiking shorts" for
    // a "waterproof jacket for hiking").
    const hits = Math.min(list[0]?.hits ?? 0, 2)
    return list.filter((s) => s.score >= threshold && s.rank >= best / 2 && s.hits >= hits).map((s) => s.item)
  }

  /** What a question about prices ranges over: the category it names, else the products it matches, else (no topic)
   *  the whole catalog. */
  function pricePool(terms: readonly string[]): AssistantProduct[] {
    if (terms.length === 0) return [...k.products]
    const category = bestCategory(terms)
    if (category?.leftover.length === 0) return k.products.filter((p) => p.category === category.name)
    return relevant(terms)
  }

  /** The category whose words the question uses most, and the question's other terms. Between two that use as many,
   *  the one whose words fewer products mention: "luxury cars" asks for Luxury, as "car" is said of every car. */
  function bestCategory(terms: readonly string[]) {
    let best: { name: string; hits: number; spread: number; leftover: string[] } | undefined
    const shares = (q: string, words: readonly string[]) => fieldMatch(q, fieldOf(words, 1)) > 0
    for (const c of categories) {
      const named = terms.filter((q) => shares(q, c.terms))
      const hits = c.terms.filter((t) => terms.some((q) => shares(q, [t]))).length
      if (hits === 0 || (best && hits < best.hits)) continue
      const spread = productIndex.filter((fields) => named.some((q) => fields.some((f) => fieldMatch(q, f) > 0))).length
      if (best && hits === best.hits && spread >= best.spread) continue
      best = { name: c.name, hits, spread, leftover: terms.filter((q) => !shares(q, c.terms)) }
    }
    return best
  }

  const reply = (intent: Intent, text: string, list: readonly AssistantProduct[]): Reply => ({
    text,
    products: list.slice(0, maxRecommendations).map((p) => p.slug),
    matched: 'products',
    intent,
    topic: 'products',
  })

  const more = (list: readonly AssistantProduct[]) => {
    const rest = list.slice(1, maxRecommendations)
    return rest.length > 0 ? ` You might also like ${joinList(rest.map(named))}.` : ''
  }

  const withNote = (p: AssistantProduct) => {
    const note = priceNote(p.description)
    return note ? ` ${note}` : ''
  }

  const sameCategory = (list: readonly AssistantProduct[]) =>
    list.length > 0 && list.every((p) => p.category === list[0]?.category)

  return {
    k,
    productIndex,
    price,
    named,
    names,
    rankProducts,
    rankFaq,
    namesProduct,
    faqTopic,
    favorites,
    relevant,
    pricePool,
    bestCategory,
    reply,
    more,
    withNote,
    sameCategory,
  }
}

export type Catalog = ReturnType<typeof prepareCatalog>
