// Recommendations: the catalog prepared once for a brand (every product's fields tokenised), with the ways an
// answer picks products from it (by topic, by category, by price, the brand's favourites) and words them.
import { formatPrice } from '../../components/page/index.ts'
import type { AssistantProduct, Intent, Knowledge, Reply } from './knowledge.ts'
import { maxRecommendations } from './knowledge.ts'
import { categoriesOf, joinList, priceNote } from './phrasing.ts'
import { faqFields, fieldMatch, productFields, productThreshold, ranked } from './scoring.ts'
import { tokenize } from './terms.ts'

export function prepareCatalog(k: Knowledge) {
  const productIndex = k.products.map(productFields)
  const faqIndex = k.faq.map(faqFields)
  const categories = categoriesOf(k.products).map((name) => ({ name, terms: tokenize(name) }))

  const price = (p: AssistantProduct) => formatPrice(p.price, k.currency)
  const named = (p: AssistantProduct) => `${p.name} at ${price(p)}`
  const names = (list: readonly AssistantProduct[]) => joinList(list.slice(0, maxRecommendations).map(named))
  const rankProducts = (terms: readonly string[]) => ranked(k.products, productIndex, terms)
  const rankFaq = (terms: readonly string[]) => ranked(k.faq, faqIndex, terms)
  /** Badged products first (the brand's own favourites), then catalog order. */
  const favourites = () => [...k.products].sort((a, b) => Number(!a.badge) - Number(!b.badge))

  /** Products that match the terms well enough: at least the threshold, and at least half as well as the best one. */
  function relevant(terms: readonly string[], threshold = productThreshold): AssistantProduct[] {
    if (terms.length === 0) return []
    const list = rankProducts(terms)
    const best = list[0]?.rank ?? 0
    return list.filter((s) => s.score >= threshold && s.rank >= best / 2).map((s) => s.item)
  }

  /** What a question about prices ranges over: the category it names, else the products it matches, else (no topic)
   *  the whole catalog. */
  function pricePool(terms: readonly string[]): AssistantProduct[] {
    if (terms.length === 0) return [...k.products]
    const category = bestCategory(terms)
    if (category?.leftover.length === 0) return k.products.filter((p) => p.category === category.name)
    return relevant(terms)
  }

  /** The category whose words the question uses most, and the question's other terms. */
  function bestCategory(terms: readonly string[]) {
    let best: { name: string; hits: number; leftover: string[] } | undefined
    const shares = (q: string, words: readonly string[]) => fieldMatch(q, { terms: new Set(words), weight: 1 }) > 0
    for (const c of categories) {
      const hits = c.terms.filter((t) => terms.some((q) => shares(q, [t]))).length
      if (hits === 0 || (best && hits <= best.hits)) continue
      best = { name: c.name, hits, leftover: terms.filter((q) => !shares(q, c.terms)) }
    }
    return best
  }

  const reply = (intent: Intent, text: string, list: readonly AssistantProduct[]): Reply => ({
    text,
    products: list.slice(0, maxRecommendations).map((p) => p.slug),
    matched: 'products',
    intent,
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
    favourites,
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
