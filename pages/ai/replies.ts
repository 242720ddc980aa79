// The replies that are not a product pick: nothing found (said honestly, with questions to try), an FAQ answer
// (with the products it is about), and what fits a price limit.
import { formatPrice } from '../../components/page/index.ts'
import type { Catalog } from './catalog.ts'
import { type AssistantFaq, type AssistantProduct, type Knowledge, maxRecommendations, type Reply } from './knowledge.ts'
import { exampleQuestions, joinList, possessive } from './phrasing.ts'
import { answerFor } from './polarity.ts'
import type { Budget } from './questions.ts'
import { faqBeats, fieldMatch, fieldOf, relatedThreshold } from './scoring.ts'
import { expandedTerms, tokenize } from './terms.ts'

export function noMatch(k: Knowledge): Reply {
  const suggestions = exampleQuestions(k)
  const sources = joinList([
    ...(k.faq.length > 0 ? [`${possessive(k.brand)} questions and answers`] : []),
    ...(k.products.length > 0 ? [`${k.faq.length > 0 ? 'the' : possessive(k.brand)} catalog`] : []),
  ])
  const honest = `I only know what ${k.brand} publishes here, so I won’t guess.`
  return {
    text:
      suggestions.length > 0
        ? `Sorry, I couldn’t find anything about that in ${sources}. ${honest} You could try one of these:`
        : `Sorry, I couldn’t find anything about that. ${honest}`,
    products: [],
    matched: 'none',
    intent: 'none',
    topic: 'none',
    ...(suggestions.length > 0 ? { suggestions } : {}),
  }
}

/** An FAQ entry's answer to the question, with the products it is about: those sharing two or more of the question's
 *  words (leaving out words in most product names, such as "Discover" in Discover's), one of them a word the question
 *  shares with the entry's question ("How do I report a lost card?" is not about gift cards, "Which generator for a
 *  travel trailer?" not about trailer covers). */
export function faqReply(c: Catalog, faq: AssistantFaq, question: string): Reply {
  const { k, rankProducts, productIndex, faqTopic } = c
  const inName = (t: string, i: number) => fieldMatch(t, productIndex[i]?.[0] ?? fieldOf([], 0)) > 0
  const common = (t: string) => k.products.filter((_, i) => inName(t, i)).length > k.products.length / 2
  const terms = expandedTerms(question).filter((t) => !common(t))
  const faqTerms = fieldOf(tokenize(faq.question), 1)
  const focus = terms.filter((t) => fieldMatch(t, faqTerms) > 0)
  const about = (i: number) => focus.some((t) => (productIndex[i] ?? []).some((f) => fieldMatch(t, f) > 0))
  const related = rankProducts(terms).filter((s) => s.score >= relatedThreshold && s.hits >= 2 && about(s.index))
  return {
    text: answerFor(question, faq.question, faq.answer),
    products: related.slice(0, maxRecommendations).map((s) => s.item.slug),
    matched: 'faq',
    intent: 'faq',
    topic: faqTopic(faq),
    source: faq.question,
  }
}

/** A price limit: what fits it, best match first (without a topic: cheapest first for "under", dearest for "over").
 *  A bare number ("under 25") that finds nothing is left to the other readings of the question. */
export function budgetReply(c: Catalog, budget: Budget, terms: readonly string[], explicit: boolean): Reply | undefined {
  const { k, pricePool, rankFaq, rankProducts, named, more, reply, sameCategory } = c
  const matched = pricePool(terms)
  if (!explicit && (matched.length === 0 || faqBeats(rankFaq(terms)[0], rankProducts(terms)[0], true))) return undefined
  // A price limit with a topic the catalog does not have ("gift ideas under $40"): say so, then what fits the limit.
  const unmatched = matched.length === 0
  const pool = unmatched ? [...k.products] : matched
  const lead = unmatched ? 'I couldn’t match everything you asked for, but w' : 'W'
  const upTo = budget.max !== undefined
  const within = (p: AssistantProduct) =>
    (budget.min === undefined || p.price >= budget.min) && (budget.max === undefined || p.price <= budget.max)
  const limit =
    budget.min !== undefined && budget.max !== undefined
      ? `between ${formatPrice(budget.min, k.currency)} and ${formatPrice(budget.max, k.currency)}`
      : upTo
        ? `at ${formatPrice(budget.max ?? 0, k.currency)} or less`
        : `at ${formatPrice(budget.min ?? 0, k.currency)} or more`
  const topical = terms.length > 0 && !unmatched
  const scope = topical && sameCategory(pool) ? ` in ${pool[0]?.category}` : ''
  const byPrice = (list: readonly AssistantProduct[]) => [...list].sort((a, b) => (upTo ? a.price - b.price : b.price - a.price))
  const fits = topical ? pool.filter(within) : byPrice(pool.filter(within))
  if (fits.length === 0) {
    if (unmatched) return undefined
    const nearest = byPrice(pool)
    const [first] = nearest
    if (!first) return undefined
    return reply(
      upTo ? 'cheapest' : 'priciest',
      `Nothing${scope} costs ${limit.replace(/^at /, '')}. The closest is ${named(first)}.${more(nearest)}`,
      nearest,
    )
  }
  const shown = fits.slice(0, maxRecommendations).map(named)
  const others = fits.length - shown.length
  const count = `${fits.length} ${fits.length === 1 ? 'option' : 'options'}`
  return reply(
    'budget',
    `${lead}e have ${count}${scope} ${limit}: ${joinList(others > 0 ? [...shown, `${others} more`] : shown)}.`,
    fits,
  )
}
