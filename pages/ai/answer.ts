// The assistant's answering engine: offline and deterministic (no network, no model, no clock, no randomness), so
// the same question about the same brand always gets the same answer. It only knows what the brand publishes:
// its FAQ, its catalog and its locations. A question is split into terms, with everyday synonyms (terms.ts); FAQ
// entries and products are scored by the terms they share with it (scoring.ts); its topic (topics.ts: locations,
// hours, cancelling, …) decides which FAQ entries may answer it, and where and when questions are answered from the
// locations (places.ts); a few intents (greeting, price, budget, category, recommendation, how-to, read in
// questions.ts) shape the reply, which picks products from the catalog (catalog.ts) or answers from the FAQ
// (replies.ts), its leading Yes/No kept only where it answers the question as asked (polarity.ts). A question on a
// topic nothing here is about is said to be unanswered rather than answered with something else.
import { type Catalog, prepareCatalog } from './catalog.ts'
import type { Knowledge, Reply } from './knowledge.ts'
import { maxRecommendations } from './knowledge.ts'
import { categoriesOf, exampleQuestions, joinList, welcome } from './phrasing.ts'
import { namesPlace, placesReply } from './places.ts'
import {
  cheapestAsk,
  comparedSides,
  has,
  howAsk,
  isOnly,
  listAsk,
  priceAsk,
  priciestAsk,
  productAsk,
  readBudget,
  recommendAsk,
} from './questions.ts'
import { budgetReply, faqReply, noMatch } from './replies.ts'
import { faqBeats, faqThreshold, field, fieldMatch, productThreshold, ranked } from './scoring.ts'
import { answeringSentence, firstSentence } from './sentences.ts'
import {
  alternative,
  expandedTerms,
  greetingFiller,
  greetingWords,
  normalise,
  thanksFiller,
  thanksWords,
  unneeded,
  withoutClause,
  withoutTerms,
  words,
} from './terms.ts'
import { placeTopics, topicOf } from './topics.ts'

// A large catalog's products are looked up per question, with the engine: not code the page loads with it.
export { withIndexedProducts } from './indexLookup.ts'

/** The reply to a question about a topic: prices, a category, a recommendation, an FAQ entry or a search. */
function answerTopic(c: Catalog, question: string): Reply {
  const {
    k,
    productIndex,
    namesProduct,
    price,
    named,
    names,
    rankProducts,
    rankFaq,
    favorites,
    relevant,
    pricePool,
    bestCategory,
  } = c
  const { reply, more, withNote, sameCategory } = c
  // An application without a fee has no price to tell: what it is instead ("no annual fee").
  const priced = (p: (typeof k.products)[number]) => {
    const label = price(p)
    if (!label) return `${p.name}: ${firstSentence(p.description).replace(/\.$/, '')}`
    return p.application ? `${p.name}: ${label}` : `${p.name} is ${label}`
  }
  const text = normalise(question)
  // What the question does without is asked as such ("Can I come without a laptop?": not the sticker pack, but what
  // the FAQ says of needing one; "a card without a credit history": one with no credit score required).
  const unwanted = withoutTerms(text)
  const terms = expandedTerms(question).map((t) => {
    const [word = t] = t.split(alternative)
    return unwanted.includes(word) ? unneeded(word) : t
  })
  /** A product's first sentence, and the one that answers the question where that is another. */
  const shared = (sentence: string) => terms.filter((t) => fieldMatch(t, field(sentence, 1)) > 0).length
  const describe = (p: (typeof k.products)[number]) => {
    const lead = firstSentence(p.description)
    const best = answeringSentence(p.description, shared)
    return best === lead || shared(best) <= shared(lead) ? lead : `${lead} ${best}`
  }
  // Its topic is that of the rest ("Can I return it without a receipt?": returns), else whether X is needed ("Can I
  // rent a car without a credit card?" is not about payment).
  const topic = unwanted.length > 0 ? (topicOf(text.replace(withoutClause, '')) ?? 'requirements') : topicOf(text)
  const bestFaq = rankFaq(terms, topic)[0]
  const products = rankProducts(terms)
  const bestProduct = products[0]

  // "Can I pick up at JFK …?", "… a car in Boston?": a question naming one of the brand's places is about that place.
  if (namesPlace(k, terms) && (!topic || placeTopics.has(topic) || topic === 'pickup' || topic === 'returns')) {
    const fromPlaces = placesReply(k, topic === 'hours' ? 'hours' : 'locations', terms)
    if (fromPlaces) return fromPlaces
  }

  // "Where do I pick up?", "When do you open?": an FAQ entry on it, else the brand's locations.
  if (topic && placeTopics.has(topic)) {
    const onTopic = rankFaq(terms, topic, true)[0]
    if (onTopic && onTopic.score >= faqThreshold) return faqReply(c, onTopic.item, question)
    const fromPlaces = placesReply(k, topic as 'locations' | 'hours', terms)
    if (fromPlaces) return fromPlaces
  }

  // "What's the difference between A and B?": the two products side by side, unless an FAQ entry's question names
  // both ("the difference between Digital and All Access memberships").
  const compared = comparedSides(text)
  if (compared) {
    const [a, b] = compared.map((side) => expandedTerms(side))
    // "the men's and women's Bean Boots": what follows the second side's first word is said of both.
    const sideA = a && b && a.length === 1 ? [...a, ...b.slice(1)] : a
    const picks = [sideA, b].map((side) => (side && side.length > 0 ? rankProducts(side)[0] : undefined))
    const [first, second] = picks
    const faqNamesBoth = [a, b].every((side) => (side ?? []).some((t) => rankFaq([t], topic)[0]?.leadHits))
    const found = (s: typeof first) => s !== undefined && s.score >= productThreshold && s.coverage >= 0.5
    if (first && second && found(first) && found(second) && first.item !== second.item && !faqNamesBoth) {
      const line = (p: (typeof k.products)[number]) => `• ${named(p)} — ${answeringSentence(p.description, shared)}`
      return reply('compare', ['Here is how they compare:', line(first.item), line(second.item)].join('\n'), [
        first.item,
        second.item,
      ])
    }
  }

  // "How do I activate …?", "How long does …?": how something is done is for the FAQ, even where products share
  // more of its words ("How do I activate the 5% cash back?" is not a question about the Cash Back card).
  if (howAsk.test(text) && bestFaq && bestFaq.score >= faqThreshold && bestFaq.hits >= 2)
    return faqReply(c, bestFaq.item, question)

  // "Cheapest …", "most expensive …": over the category or products the question names, or the whole catalog.
  const cheapest = has(text, cheapestAsk)
  if (cheapest || has(text, priciestAsk)) {
    const pool = pricePool(terms)
    const sorted = pool.sort((a, b) => (cheapest ? a.price - b.price : b.price - a.price))
    const [first] = sorted
    if (first) {
      const scope = terms.length > 0 && sameCategory(sorted) ? ` in ${first.category}` : ''
      const lead = cheapest ? `The most affordable option${scope} is` : `The most expensive option${scope} is`
      return reply(cheapest ? 'cheapest' : 'priciest', `${lead} ${named(first)}.${withNote(first)}${more(sorted)}`, sorted)
    }
  }

  // "How much is …": the best-matching product (or the equally good ones) with its price, unless an FAQ entry about
  // a price ("How much is shipping?") or one sharing more of the question answers it better.
  const priceFaq = bestFaq !== undefined && has(normalise(bestFaq.item.question), priceAsk)
  if (has(text, priceAsk) && bestProduct && bestProduct.score >= productThreshold && !faqBeats(bestFaq, bestProduct, !priceFaq)) {
    const top = products.filter((s) => s.hits === bestProduct.hits && s.rank >= bestProduct.rank * 0.6).map((s) => s.item)
    const [first] = top
    if (first && top.length === 1) return reply('price', `${priced(first)}.${withNote(first)}`, top)
    if (first) return reply('price', `${joinList(top.slice(0, maxRecommendations).map(priced))}.`, top)
  }

  // "What <category> do you have?": the category, unless the question is about more than that (an FAQ whose question
  // shares more of its words wins: "What do I need to pick up my car?" is not a question about Cars).
  const listing = has(text, listAsk)
  const category = bestCategory(terms)
  if (
    category &&
    (listing || /^(what|which)\b/.test(text)) &&
    category.leftover.length <= 1 &&
    (bestFaq?.leadHits ?? 0) <= category.hits
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

  // "What do you sell?": the categories and the brand's favorites.
  if (listing && terms.length === 0 && k.products.length > 0) {
    const picks = favorites()
    return reply('catalog', `We offer ${joinList(categoriesOf(k.products))}. A few favorites: ${names(picks)}.`, picks)
  }

  // "Can you recommend …": the best matches (any match counts), or the favorites when no topic is given.
  if (has(text, recommendAsk) && !faqBeats(bestFaq, bestProduct, true)) {
    if (terms.length === 0 && k.products.length > 0) {
      const picks = favorites()
      return reply('recommend', `Here are a few ${k.brand} favorites: ${names(picks)}.`, picks)
    }
    const picks = relevant(terms, 1)
    const [first] = picks
    if (first) return reply('recommend', `I’d suggest ${named(first)}. ${firstSentence(first.description)}${more(picks)}`, picks)
  }

  // "Do you have a checking account?", "What's included in the Hacker Pass?": a question naming a product by a word
  // few product names have is about that product, even where FAQ entries share more of its words.
  if (bestProduct && has(text, productAsk) && namesProduct(terms, bestProduct.index)) {
    const found = relevant(terms)
    if (found[0] === bestProduct.item)
      return reply(
        'search',
        `${named(bestProduct.item)} looks like the best match. ${describe(bestProduct.item)}${more(found)}`,
        found,
      )
  }

  if (bestFaq && faqBeats(bestFaq, bestProduct)) return faqReply(c, bestFaq.item, question)
  // On a topic no entry answers, products only if they share two words or more with it.
  if (topic && (bestProduct?.hits ?? 0) < 2) return noMatch(k)

  const found = relevant(terms)
  const [first] = found
  if (first) return reply('search', `${named(first)} looks like the best match. ${describe(first)}${more(found)}`, found)
  return noMatch(k)
}

/** Prepares a brand's knowledge once (every field tokenised) and answers questions about it. */
export function createAssistant(k: Knowledge) {
  const catalog = prepareCatalog(k)
  const greetingExtra = new Set([...greetingFiller, ...words(k.brand)])

  /** The reply to one question: same question, same knowledge → same reply. */
  function answer(question: string): Reply {
    const raw = words(question)
    if (raw.length === 0) return noMatch(k)
    if (isOnly(raw, greetingWords, greetingExtra)) {
      const suggestions = exampleQuestions(k)
      return {
        text: welcome(k),
        products: [],
        matched: 'none',
        intent: 'greeting',
        topic: 'none',
        ...(suggestions.length > 0 ? { suggestions } : {}),
      }
    }
    if (isOnly(raw, thanksWords, thanksFiller))
      return {
        text: 'You’re welcome! Is there anything else I can help with?',
        products: [],
        matched: 'none',
        intent: 'thanks',
        topic: 'none',
      }
    const { budget, rest, explicit } = readBudget(question)
    if (budget) {
      const fromBudget = budgetReply(catalog, budget, expandedTerms(rest), explicit)
      if (fromBudget) return fromBudget
      if (explicit) return answerTopic(catalog, rest)
    }
    return answerTopic(catalog, question)
  }

  return { answer }
}

export type Assistant = ReturnType<typeof createAssistant>
