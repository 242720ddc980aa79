// The assistant's answering engine: offline and deterministic (no network, no model, no clock, no randomness), so
// the same question about the same brand always gets the same answer. It only knows what the brand publishes:
// its FAQ and its catalog. A question is split into terms (lower case, no punctuation, no stop words, naive
// singular); FAQ entries and products are scored by the terms they share with it (a product's name and category
// count more than its description); a few intents (greeting, price, budget, category, recommendation) shape the reply.
import { formatPrice } from '../../lib/formatPrice.ts'

export interface AssistantProduct {
  slug: string
  name: string
  category: string
  price: number
  description: string
  badge?: string
}

export interface AssistantFaq {
  question: string
  answer: string
}

/** Where a recommended product opens: its confirmItem step (`?item=<slug>`), else its product page, else the catalog. */
export interface AssistantLinks {
  catalog: string
  confirmItem?: string
  productBase?: string
}

export interface Knowledge {
  brand: string
  currency: string
  faq: readonly AssistantFaq[]
  products: readonly AssistantProduct[]
}

export type Matched = 'faq' | 'products' | 'none'

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'faq'
  | 'price'
  | 'budget'
  | 'cheapest'
  | 'priciest'
  | 'category'
  | 'catalog'
  | 'recommend'
  | 'search'
  | 'none'

export interface Reply {
  text: string
  /** Slugs of up to three recommended products, best first. */
  products: string[]
  matched: Matched
  intent: Intent
  /** The FAQ question the answer comes from. */
  source?: string
  /** Example questions to try next (greeting and no-match replies). */
  suggestions?: string[]
}

export const maxRecommendations = 3
export const maxQuestionLength = 500

// Words that carry no topic. Checked before and after the singular is taken.
const stopWords = new Set(
  (
    'a about above after again all also am an and any anything are as at be been before being both but by can ' +
    'could did do does doing done each either else ever every everything for from get gets getting give go going ' +
    'got had has have having he her here hers him his how however i id if im in into is it its ive just know let ' +
    'lets like ll me mine more most much my myself need needs no nor not now of off ok okay on once one only or ' +
    'other our ours out own please re really same she should show so some something such tell than that the their ' +
    'them then there these they thing things this those through to too up us ve very want wanted was way we well ' +
    'were what when where which while who whom whose why will with would yes yet you your yours yourself ' +
    'hi hello hey hiya howdy greetings thanks thank thx cheers'
  ).split(' '),
)

// Words that say what kind of answer is wanted rather than what it is about: they steer the intent, never the score.
const intentWords = new Set(
  (
    'affordable available best budget buck carry cheap cheaper cheapest cost costs dollar euro expensive find ' +
    'help inexpensive item kind least list looking offer option popular pound price priced pricing priciest product ' +
    'range recommend recommendation sell selection spend stock stuff suggest suggestion type usd eur gbp'
  ).split(' '),
)

const greetingWords = new Set('hi hello hey hiya howdy yo greetings morning afternoon evening'.split(' '))
const greetingFiller = new Set('good there assistant bot everyone all folks'.split(' '))
const thanksWords = new Set('thanks thank thx ty cheers'.split(' '))
const thanksFiller = new Set('you so very much a lot great ok okay cool perfect awesome that helps helped helpful'.split(' '))

/** Lower case, accents and apostrophes removed, everything but letters and digits turned into single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

function words(text: string): string[] {
  const n = normalise(text)
  return n ? n.split(' ') : []
}

/** A naive singular: "boots" → "boot", "accessories" → "accessory", "boxes" → "box"; "glass", "bus" stay. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (/(ss|us|is)$/.test(word)) return word
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

const isStop = (word: string) => stopWords.has(word) || intentWords.has(word)

/** The topic terms of a text, in order of first appearance, each once. */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  for (const word of words(text)) {
    if (isStop(word) || (word.length < 2 && !/\d/.test(word))) continue
    const term = singular(word)
    if (isStop(term) || terms.includes(term)) continue
    terms.push(term)
  }
  return terms
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring

interface Field {
  terms: ReadonlySet<string>
  weight: number
}

/** How much one field says about a term: all of its weight for the same term, half for a shared stem of 4+ letters
 *  ("clean" and "cleaning", "member" and "membership"). */
function fieldMatch(term: string, field: Field): number {
  if (field.terms.has(term)) return field.weight
  if (term.length < 4) return 0
  for (const t of field.terms) if (t.length >= 4 && (t.startsWith(term) || term.startsWith(t))) return field.weight / 2
  return 0
}

const field = (text: string, weight: number): Field => ({ terms: new Set(tokenize(text)), weight })

export const weights = { faqQuestion: 3, faqAnswer: 1, name: 3, category: 2, badge: 1.5, description: 1 } as const

/** The least score that counts as an answer: one word of an FAQ question; a name word or two description words. */
const faqThreshold = 3
const productThreshold = 2
/** A product shown next to an FAQ answer must share more than one word of its name with the question. */
const relatedThreshold = 6

interface Scored<T> {
  item: T
  index: number
  /** The weighted overlap (each term once per field it is in): what thresholds and FAQ-or-product decisions use. */
  score: number
  /** How many of the question's terms the item shares. */
  hits: number
  /** The overlap with rarer terms counting more (a term every product shares says little): what orders items. */
  rank: number
}

/** Best first; equal ranks keep the brand's own order. */
function ranked<T>(items: readonly T[], index: readonly Field[][], terms: readonly string[]): Scored<T>[] {
  const perTerm = items.map((_, i) => terms.map((t) => (index[i] ?? []).reduce((sum, f) => sum + fieldMatch(t, f), 0)))
  const rarity = terms.map((_, j) => {
    const df = perTerm.filter((row) => (row[j] ?? 0) > 0).length
    return df === 0 ? 0 : Math.log(1 + items.length / df)
  })
  return items
    .map((item, i) => {
      const row = perTerm[i] ?? []
      return {
        item,
        index: i,
        score: row.reduce((a, b) => a + b, 0),
        hits: row.filter((v) => v > 0).length,
        rank: row.reduce((sum, v, j) => sum + v * (rarity[j] ?? 0), 0),
      }
    })
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
}

/** Whether the best FAQ entry answers better than the best product: it shares more of the question's terms, or as
 *  many with at least the weight (an FAQ question's words count as much as a product name's). */
function faqBeats(faq: Scored<unknown> | undefined, product: Scored<unknown> | undefined, strictly = false): boolean {
  if (!faq || faq.score < faqThreshold) return false
  const hits = product?.hits ?? 0
  if (faq.hits !== hits) return faq.hits > hits
  return !strictly && faq.score >= (product?.score ?? 0)
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the question

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

const has = (text: string, re: RegExp) => re.test(` ${text} `)
const priceAsk = /\s(how much|what does .* cost|what do .* cost|price|prices|pricing|cost|costs|priced|fee|fees)\s/
const cheapestAsk =
  /\s(cheapest|least expensive|lowest price[d]?|most affordable|cheaper|inexpensive|cheap|affordable|on a budget)\s/
const priciestAsk = /\s(most expensive|priciest|highest price[d]?|top of the range|fanciest)\s/
const recommendAsk =
  /\s(recommend\w*|suggest\w*|advice|advise|best|should i (get|buy|choose|pick|book|take)|what would you|ideal|popular|good choice|gift for)\s/
const listAsk =
  /\s(have|has|sell|selling|offer|offering|carry|stock|available|show|list|options|kinds|types|range|selection|got|browse)\s/

function isOnly(all: readonly string[], core: ReadonlySet<string>, filler: ReadonlySet<string>): boolean {
  return all.length > 0 && all.some((w) => core.has(w)) && all.every((w) => core.has(w) || filler.has(w))
}

// ---------------------------------------------------------------------------------------------------------------
// Phrasing

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function firstSentence(text: string): string {
  return sentences(text)[0] ?? text
}

/** The sentence of a description that qualifies its price ("Price is per day."), if any. */
function priceNote(text: string): string | undefined {
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

function categoriesOf(products: readonly AssistantProduct[]): string[] {
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

/** The assistant's opening line: who it is and what it knows about. */
export function welcome(k: Knowledge): string {
  const categories = categoriesOf(k.products)
  const topics = [
    ...(k.faq.length > 0 ? ['common questions'] : []),
    ...(categories.length > 0 ? [`our ${joinList(categories.slice(0, 4))}`] : []),
  ]
  return topics.length > 0
    ? `Hi! I’m the ${k.brand} assistant. Ask me about ${joinList(topics)}, or ask for a recommendation.`
    : `Hi! I’m the ${k.brand} assistant.`
}

// ---------------------------------------------------------------------------------------------------------------
// Answering

const productFields = (p: AssistantProduct): Field[] => [
  field(p.name, weights.name),
  field(p.category, weights.category),
  ...(p.badge ? [field(p.badge, weights.badge)] : []),
  field(p.description, weights.description),
]
const faqFields = (f: AssistantFaq): Field[] => [field(f.question, weights.faqQuestion), field(f.answer, weights.faqAnswer)]

/** Prepares a brand's knowledge once (every field tokenised) and answers questions about it. */
export function createAssistant(k: Knowledge) {
  const productIndex = k.products.map(productFields)
  const faqIndex = k.faq.map(faqFields)
  const categories = categoriesOf(k.products).map((name) => ({ name, terms: tokenize(name) }))
  const brandWords = new Set(words(k.brand))
  const greetingExtra = new Set([...greetingFiller, ...brandWords])

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

  function noMatch(): Reply {
    const suggestions = exampleQuestions(k)
    const sources = joinList([
      ...(k.faq.length > 0 ? [`${k.brand}’s questions and answers`] : []),
      ...(k.products.length > 0 ? [`${k.faq.length > 0 ? 'the' : `${k.brand}’s`} catalog`] : []),
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
      ...(suggestions.length > 0 ? { suggestions } : {}),
    }
  }

  function faqReply(faq: AssistantFaq, terms: readonly string[]): Reply {
    const related = rankProducts(terms).filter((s) => s.score >= relatedThreshold)
    return {
      text: faq.answer,
      products: related.slice(0, maxRecommendations).map((s) => s.item.slug),
      matched: 'faq',
      intent: 'faq',
      source: faq.question,
    }
  }

  /** A price limit: what fits it, best match first (without a topic: cheapest first for "under", dearest for "over").
   *  A bare number ("under 25") that finds nothing is left to the other readings of the question. */
  function budgetReply(budget: Budget, terms: readonly string[], explicit: boolean): Reply | undefined {
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
    const byPrice = (list: readonly AssistantProduct[]) =>
      [...list].sort((a, b) => (upTo ? a.price - b.price : b.price - a.price))
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

  function answerTopic(question: string): Reply {
    const text = normalise(question)
    const terms = tokenize(question)
    const bestFaq = rankFaq(terms)[0]
    const products = rankProducts(terms)
    const bestProduct = products[0]

    // "Cheapest …", "most expensive …": over the category or products the question names, or the whole catalog.
    const cheapest = has(text, cheapestAsk)
    if (cheapest || has(text, priciestAsk)) {
      const pool = pricePool(terms)
      const sorted = pool.sort((a, b) => (cheapest ? a.price - b.price : b.price - a.price))
      const [first] = sorted
      if (first) {
        const scope = terms.length > 0 && sameCategory(sorted) ? ` in ${first.category}` : ''
        const lead = cheapest ? `The most affordable option${scope} is` : `The most expensive option${scope} is`
        return reply(
          cheapest ? 'cheapest' : 'priciest',
          `${lead} ${first.name} at ${price(first)}.${withNote(first)}${more(sorted)}`,
          sorted,
        )
      }
    }

    // "How much is …": the best-matching product (or the equally good ones) with its price, unless an FAQ entry about
    // a price ("How much is shipping?") or one sharing more of the question answers it better.
    const priceFaq = bestFaq !== undefined && has(normalise(bestFaq.item.question), priceAsk)
    if (
      has(text, priceAsk) &&
      bestProduct &&
      bestProduct.score >= productThreshold &&
      !faqBeats(bestFaq, bestProduct, !priceFaq)
    ) {
      const top = products.filter((s) => s.hits === bestProduct.hits && s.rank >= bestProduct.rank * 0.6).map((s) => s.item)
      const [first] = top
      if (first && top.length === 1) return reply('price', `${first.name} is ${price(first)}.${withNote(first)}`, top)
      if (first)
        return reply('price', `${joinList(top.slice(0, maxRecommendations).map((p) => `${p.name} is ${price(p)}`))}.`, top)
    }

    // "What <category> do you have?": the category, unless the question is about more than that (an FAQ that shares
    // more of its words wins: "What do I need to pick up my car?" is not a question about Cars).
    const listing = has(text, listAsk)
    const category = bestCategory(terms)
    if (
      category &&
      (listing || /^(what|which)\b/.test(text)) &&
      category.leftover.length <= 1 &&
      (bestFaq?.hits ?? 0) <= category.hits
    ) {
      const inCategory = k.products.filter((p) => p.category === category.name)
      const order =
        category.leftover.length > 0
          ? ranked(
              inCategory,
              inCategory.map((p) => productIndex[k.products.indexOf(p)] ?? []),
              category.leftover,
            ).map((s) => s.item)
          : inCategory
      const shown = order.slice(0, maxRecommendations).map(named)
      const others = inCategory.length - shown.length
      const count = `${inCategory.length} ${inCategory.length === 1 ? 'option' : 'options'}`
      return reply(
        'category',
        `We have ${count} in ${category.name}: ${joinList(others > 0 ? [...shown, `${others} more`] : shown)}.`,
        order,
      )
    }

    // "What do you sell?": the categories and the brand's favourites.
    if (listing && terms.length === 0 && k.products.length > 0) {
      const picks = favourites()
      return reply('catalog', `We offer ${joinList(categoriesOf(k.products))}. A few favourites: ${names(picks)}.`, picks)
    }

    // "Can you recommend …": the best matches (any match counts), or the favourites when no topic is given.
    if (has(text, recommendAsk) && !faqBeats(bestFaq, bestProduct, true)) {
      if (terms.length === 0 && k.products.length > 0) {
        const picks = favourites()
        return reply('recommend', `Here are a few ${k.brand} favourites: ${names(picks)}.`, picks)
      }
      const picks = relevant(terms, 1)
      const [first] = picks
      if (first)
        return reply('recommend', `I’d suggest ${named(first)}. ${firstSentence(first.description)}${more(picks)}`, picks)
    }

    if (bestFaq && faqBeats(bestFaq, bestProduct)) return faqReply(bestFaq.item, terms)

    const found = relevant(terms)
    const [first] = found
    if (first)
      return reply(
        'search',
        `${named(first)} looks like the best match. ${firstSentence(first.description)}${more(found)}`,
        found,
      )
    return noMatch()
  }

  /** The reply to one question: same question, same knowledge → same reply. */
  function answer(question: string): Reply {
    const raw = words(question)
    if (raw.length === 0) return noMatch()
    if (isOnly(raw, greetingWords, greetingExtra)) {
      const suggestions = exampleQuestions(k)
      return {
        text: welcome(k),
        products: [],
        matched: 'none',
        intent: 'greeting',
        ...(suggestions.length > 0 ? { suggestions } : {}),
      }
    }
    if (isOnly(raw, thanksWords, thanksFiller))
      return { text: 'You’re welcome! Is there anything else I can help with?', products: [], matched: 'none', intent: 'thanks' }
    const { budget, rest, explicit } = readBudget(question)
    if (budget) {
      const fromBudget = budgetReply(budget, tokenize(rest), explicit)
      if (fromBudget) return fromBudget
      if (explicit) return answerTopic(rest)
    }
    return answerTopic(question)
  }

  return { answer, examples: (count?: number) => exampleQuestions(k, count), welcome: () => welcome(k) }
}

export type Assistant = ReturnType<typeof createAssistant>

/** Where a recommended product opens. */
export function productHref(links: AssistantLinks, slug: string): string {
  if (links.confirmItem) return `${links.confirmItem}?item=${encodeURIComponent(slug)}`
  if (links.productBase) return `${links.productBase}/${slug}`
  return links.catalog
}
