// The assistant's answering engine against the brands' real FAQ and catalogs: FAQ questions get their own answer,
// product and price questions recommend the right products, nothing matched is said honestly, and the same
// question always gets the same reply.
import { describe, expect, it } from 'vitest'
import type { Brand } from '../../brand/brandSchema.ts'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { createAssistant } from '../../pages/ai/answer.ts'
import { addExchange, type ChatMessage, conversation, maxMessages } from '../../pages/ai/conversation.ts'
import { type Knowledge, maxRecommendations, productHref } from '../../pages/ai/knowledge.ts'
import { exampleQuestions, possessive, welcome } from '../../pages/ai/phrasing.ts'
import { answerFor } from '../../pages/ai/polarity.ts'
import { priceLabel } from '../../pages/ai/productPrice.ts'
import { comparedSides, readBudget } from '../../pages/ai/questions.ts'
import { expandedTerms, needOf, singular, stem, tokenize, withoutOf, withoutTerms } from '../../pages/ai/terms.ts'
import { type ReplyTopic, topicOf } from '../../pages/ai/topics.ts'
import { knowledgeOf } from './assistantGrade.ts'

const brands = getBrands()
const withAssistant = brands.filter((b) => b.pages.includes('ai'))

const knowledge = knowledgeOf

function assistantFor(prefix: string) {
  const brand = brands.find((b) => b.prefix === prefix)
  if (!brand) throw new Error(`no brand ${prefix}`)
  return { brand, assistant: createAssistant(knowledge(brand)) }
}

const price = (brand: Brand, slug: string) =>
  formatPrice(brand.products.find((p) => p.slug === slug)?.price ?? Number.NaN, brand.currency)

describe('reading a question', () => {
  it('lower-cases, strips punctuation, drops stop words and takes a naive singular', () => {
    expect(tokenize('What SUVs & Vans do you have?')).toEqual(['suv', 'van'])
    expect(tokenize("How should I size my Men's Bean Boots?!")).toEqual(['size', 'men', 'bean', 'boot'])
    expect(tokenize('Crème brûlée, CAFÉS')).toEqual(['creme', 'brulee', 'cafe'])
    expect(tokenize('  ?!  ')).toEqual([])
    expect(tokenize('boots boot BOOTS')).toEqual(['boot'])
  })

  it('makes words singular without breaking words that end in s', () => {
    expect(
      ['boots', 'accessories', 'boxes', 'glasses', 'passes', 'bus', 'class', 'gas', 'shoes', 'series'].map(singular),
    ).toEqual(['boot', 'accessory', 'box', 'glass', 'pass', 'bus', 'class', 'gas', 'shoe', 'sery'])
  })

  it('matches a word by its stem, and a word and its synonyms as one term', () => {
    expect(['hemming', 'hemmed', 'hem'].map(stem)).toEqual(['hem', 'hem', 'hem'])
    expect(['charged', 'charge', 'charging'].map(stem)).toEqual(['charg', 'charg', 'charg'])
    expect(stem('booking')).toBe('book')
    expect(expandedTerms('Do you have a 7 seater?')).toEqual(['7|seven', 'seater'])
    expect(expandedTerms('Is food included?')).toEqual(['food|meal', 'included'])
  })

  it('reads what a question does without, and what a text says is needed or not', () => {
    expect(withoutTerms('Can I come without a laptop?')).toEqual(['laptop'])
    expect(withoutTerms('Can I come with a laptop?')).toEqual([])
    expect(withoutOf('No annual fee, with no credit score required.')).toEqual([
      'no:annual',
      'no:fee',
      'no:credit',
      'no:score',
      'no:required',
    ])
    expect(needOf('Do I need a team before I arrive?')).toEqual(['no:team', 'no:arrive'])
    expect(needOf('Bring your laptop and charger. Wi-Fi is supplied.')).toEqual(['no:laptop', 'no:charger'])
  })

  it('reads the two sides of a comparison', () => {
    expect(comparedSides('whats the difference between premium and luxury')).toEqual(['premium', 'luxury'])
    expect(comparedSides('compare the kona with the house blend')).toEqual(['the kona', 'the house blend'])
    expect(comparedSides('kona vs ethiopia')).toEqual(['kona', 'ethiopia'])
    expect(comparedSides('do you have kona')).toBeUndefined()
  })

  it('finds a price limit, with or without a currency, and leaves sizes, ages and counts alone', () => {
    expect(readBudget('anything under $20?')).toMatchObject({ budget: { max: 20 }, explicit: true })
    expect(readBudget('cars under 50')).toMatchObject({ budget: { max: 50 }, explicit: false })
    expect(readBudget('between 50 and 100 dollars')).toMatchObject({ budget: { min: 50, max: 100 }, explicit: true })
    expect(readBudget('$100-$40 please')).toMatchObject({ budget: { min: 40, max: 100 } })
    expect(readBudget('£30 or less')).toMatchObject({ budget: { max: 30 }, explicit: true })
    expect(readBudget('over €99.50')).toMatchObject({ budget: { min: 99.5 } })
    expect(readBudget('tents under $100').rest.trim()).toBe('tents')
    expect(readBudget('Can I rent if I am under 25 years old?').budget).toBeUndefined()
    expect(readBudget('Which surge protector do I need, 30 or 50 amp?').budget).toBeUndefined()
    expect(readBudget('a tent for more than 2 people').budget).toBeUndefined()
  })
})

describe.each(withAssistant.map((b) => [b.prefix, b] as const))('%s: answers from its own data', (_prefix, brand) => {
  const assistant = createAssistant(knowledge(brand))

  it('answers each FAQ question with its own answer', () => {
    for (const { question, answer } of brand.faq) {
      const reply = assistant.answer(question)
      expect(reply, question).toMatchObject({ matched: 'faq', intent: 'faq', text: answer, source: question })
    }
  })

  it('gives the price of each product asked about by name, and recommends it', () => {
    for (const product of brand.products) {
      const reply = assistant.answer(`How much is the ${product.name}?`)
      expect(reply.matched, product.name).toBe('products')
      expect(reply.products, product.name).toContain(product.slug)
      const label = priceLabel(knowledge(brand).products.find((p) => p.slug === product.slug) ?? product, brand.currency)
      expect(reply.text, product.name).toContain(label ?? product.description.split('.')[0])
    }
  })

  it('answers its example questions, built from its FAQ and categories', () => {
    const examples = exampleQuestions(knowledge(brand), 7)
    expect(examples.length).toBeGreaterThanOrEqual(3)
    for (const q of examples) expect(assistant.answer(q).matched, q).not.toBe('none')
    const categories = [...new Set(brand.products.map((p) => p.category))]
    const listed = assistant.answer(`What do you have in ${categories[0]}?`)
    expect(listed.intent).toBe('category')
    expect(listed.products.length).toBeGreaterThan(0)
    for (const slug of listed.products) expect(brand.products.find((p) => p.slug === slug)?.category).toBe(categories[0])
  })

  it('greets, and says honestly when it has nothing, offering three questions from its own data', () => {
    expect(assistant.answer('Hi!')).toMatchObject({ intent: 'greeting', matched: 'none', products: [] })
    expect(assistant.answer(`hello ${brand.name}`).intent).toBe('greeting')
    const none = assistant.answer('xyzzy plugh frobnicate')
    expect(none).toMatchObject({ matched: 'none', intent: 'none', products: [] })
    expect(none.text).toContain('couldn’t find anything')
    expect(none.suggestions).toHaveLength(3)
    const own = [...brand.faq.map((f) => f.question), ...brand.products.map((p) => p.category)]
    for (const s of none.suggestions ?? [])
      expect(
        own.some((o) => s.includes(o)),
        s,
      ).toBe(true)
  })

  it('recommends at most three known products, the same ones every time', () => {
    const questions = ['What do you recommend?', 'cheapest', 'most expensive', 'anything under $50?', 'What do you sell?']
    for (const q of questions) {
      const first = assistant.answer(q)
      expect(first.products.length, q).toBeLessThanOrEqual(maxRecommendations)
      expect(first.products.length, q).toBeGreaterThan(0)
      for (const slug of first.products) expect(brand.products.some((p) => p.slug === slug)).toBe(true)
      expect(createAssistant(knowledge(brand)).answer(q)).toEqual(first)
      expect(assistant.answer(q)).toEqual(first)
    }
  })
})

describe('intents', () => {
  it('avis: cheapest in a category, a budget, a price, and a category listing', () => {
    const { brand, assistant } = assistantFor('avis')
    const cheapest = assistant.answer('What is the cheapest SUV?')
    expect(cheapest).toMatchObject({ intent: 'cheapest', matched: 'products' })
    expect(cheapest.products).toEqual(['standard-suv', 'minivan', 'full-size-suv'])
    expect(cheapest.text).toContain(`Standard SUV: Ford Edge or similar at ${price(brand, 'standard-suv')}`)

    const budget = assistant.answer('anything under $20?')
    expect(budget.intent).toBe('budget')
    const prices = budget.products.map((slug) => brand.products.find((p) => p.slug === slug)?.price ?? Infinity)
    expect(prices.every((p) => p <= 20)).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(assistant.answer('cars under 50').products).toEqual(['economy', 'compact'])

    expect(assistant.answer('How much is the minivan?')).toMatchObject({
      intent: 'price',
      products: ['minivan'],
      text: 'Minivan: Chrysler Pacifica or similar is $96.00. Price is per day.',
    })
    const listed = assistant.answer('What cars do you have?')
    expect(listed.intent).toBe('category')
    expect(listed.text).toMatch(/^We have 5 options in Cars: /)
    // An FAQ that shares more of the question wins over the category it mentions.
    expect(assistant.answer('What do I need to pick up my car?').intent).toBe('faq')
  })

  it('llbean: recommendations match the need; an FAQ answer shows the products it is about', () => {
    const { assistant } = assistantFor('llbean')
    expect(assistant.answer('Can you recommend a sleeping bag for cold nights?')).toMatchObject({
      intent: 'recommend',
      products: ['katahdin-sleeping-bag-20'],
    })
    expect(assistant.answer('Do you have rain jackets?').products[0]).toBe('trail-model-rain-jacket')
    const sizing = assistant.answer('How should I size my Bean Boots?')
    expect(sizing.matched).toBe('faq')
    expect([...sizing.products].sort()).toEqual(['bean-boots-8-inch', 'womens-bean-boots-6-inch'])
    expect(assistant.answer('Do you sell kayaks?').matched).toBe('none')
  })

  it('icb: a price question the FAQ answers goes to the FAQ; thumbtack and adtalem price their services', () => {
    expect(assistantFor('icb').assistant.answer('How much is shipping?').matched).toBe('faq')
    const tv = assistantFor('thumbtack').assistant.answer('How much does TV mounting cost?')
    expect(tv).toMatchObject({ intent: 'price', products: ['tv-mounting'] })
    expect(tv.text).toContain('$129.00')
    const medicine = assistantFor('adtalem').assistant.answer('What is the cheapest option in Medicine?')
    expect(medicine.products[0]).toBe('auc-md')
    // A description is quoted by whole sentences: "St. Maarten" does not end one.
    expect(assistantFor('adtalem').assistant.answer('Can you recommend a Doctor of Medicine in the Caribbean?').text).toContain(
      'Basic sciences on the island of St. Maarten, then clinical training in the U.S. and U.K. You might also like',
    )
  })

  it('without any knowledge it still answers, honestly', () => {
    const nothing: Knowledge = { brand: 'Nobody', currency: 'EUR', faq: [], products: [] }
    const empty = createAssistant(nothing)
    for (const q of ['hi', 'what do you sell?', 'cheapest', 'under €5', 'recommend something', '']) {
      expect(empty.answer(q).products).toEqual([])
      expect(empty.answer(q).matched).toBe('none')
    }
    expect(exampleQuestions(nothing)).toEqual([])
  })
})

// What a brand's own data can answer, asked as a visitor would, per kind of business: the answer is about what was
// asked (and from the FAQ entry or data named), or honestly none when the brand's files do not say.
const questionTable: { kind: string; brand: string; question: string; topic: ReplyTopic; from?: string }[] = [
  { kind: 'rental', brand: 'avis', question: 'Where do I pick up and drop off?', topic: 'locations', from: 'locations' },
  { kind: 'rental', brand: 'avis', question: 'Where can I return the car?', topic: 'locations', from: 'locations' },
  { kind: 'rental', brand: 'avis', question: 'What are your opening hours?', topic: 'hours', from: 'locations' },
  { kind: 'rental', brand: 'avis', question: 'Can I drop the car off after hours?', topic: 'hours', from: 'locations' },
  {
    kind: 'rental',
    brand: 'avis',
    question: 'Can I cancel my booking?',
    topic: 'cancellation',
    from: 'Can I cancel my reservation?',
  },
  {
    kind: 'rental',
    brand: 'avis',
    question: 'What do I need to bring to pick up the car?',
    topic: 'requirements',
    from: 'What do I need to pick up my car?',
  },
  {
    kind: 'rental',
    brand: 'avis',
    question: 'Is there a fee for drivers under 25?',
    topic: 'fees',
    from: 'Is there a young driver fee?',
  },
  { kind: 'rental', brand: 'avis', question: 'How much is the minivan?', topic: 'products' },
  { kind: 'rental', brand: 'avis', question: 'Do you deliver?', topic: 'none' },
  {
    kind: 'retail',
    brand: 'llbean',
    question: 'How long does shipping take?',
    topic: 'delivery',
    from: 'How long does shipping take?',
  },
  {
    kind: 'retail',
    brand: 'llbean',
    question: 'How do I return something?',
    topic: 'returns',
    from: 'What is the L.L.Bean satisfaction guarantee?',
  },
  {
    kind: 'retail',
    brand: 'llbean',
    question: 'Where is your store?',
    topic: 'locations',
    from: 'Where is your flagship store?',
  },
  { kind: 'retail', brand: 'pristine', question: 'Can I get a refund?', topic: 'returns', from: 'What is your return policy?' },
  {
    kind: 'retail',
    brand: 'thd',
    question: 'How does pickup in store work?',
    topic: 'pickup',
    from: 'How does Buy Online, Pick Up In Store work?',
  },
  {
    kind: 'food',
    brand: 'KFC',
    question: 'Can I order ahead for pickup?',
    topic: 'pickup',
    from: 'Can I order ahead for pickup?',
  },
  { kind: 'food', brand: 'KFC', question: 'Do you deliver?', topic: 'none' },
  { kind: 'food', brand: 'icb', question: 'How much is shipping?', topic: 'delivery', from: 'How much is shipping?' },
  {
    kind: 'food',
    brand: 'icb',
    question: 'Can I skip a delivery?',
    topic: 'cancellation',
    from: 'Can I pause or skip a subscription?',
  },
  {
    kind: 'cruise',
    brand: 'Carnival',
    question: 'Do I need a passport?',
    topic: 'requirements',
    from: 'Do I need a passport to cruise?',
  },
  { kind: 'cruise', brand: 'Carnival', question: 'Are tips included?', topic: 'fees', from: 'Are gratuities included?' },
  { kind: 'cruise', brand: 'Carnival', question: 'Where does my cruise leave from?', topic: 'none' },
  { kind: 'service', brand: 'thumbtack', question: 'When do I pay?', topic: 'payment', from: 'When do I pay for a service?' },
  {
    kind: 'service',
    brand: 'thumbtack',
    question: 'Can I reschedule my appointment?',
    topic: 'cancellation',
    from: 'Can I reschedule or cancel a booking?',
  },
  {
    kind: 'financial',
    brand: 'discover',
    question: 'Is there an annual fee?',
    topic: 'fees',
    from: 'Do Discover credit cards have an annual fee?',
  },
  {
    kind: 'financial',
    brand: 'discover',
    question: 'When will my gift card arrive?',
    topic: 'delivery',
    from: 'When will my gift card arrive?',
  },
  {
    kind: 'financial',
    brand: 'jpmc',
    question: 'Are there foreign transaction fees?',
    topic: 'fees',
    from: 'Do Chase travel cards charge foreign transaction fees?',
  },
  {
    kind: 'education',
    brand: 'adtalem',
    question: 'Can I get a refund?',
    topic: 'returns',
    from: 'Is the application fee refundable?',
  },
  {
    kind: 'vacation',
    brand: 'HGV',
    question: 'How do I cancel a reservation?',
    topic: 'cancellation',
    from: 'How do I change or cancel a reservation?',
  },
]

describe('answers fit the question', () => {
  it.each(questionTable)('$kind ($brand): “$question” is answered about $topic', ({ brand, question, topic, from }) => {
    const reply = assistantFor(brand).assistant.answer(question)
    expect(reply.topic).toBe(topic)
    if (from === 'locations') expect(reply.matched).toBe('locations')
    else if (from) expect(reply.source).toBe(from)
    if (topic === 'none') expect(reply).toMatchObject({ matched: 'none', products: [] })
  })

  it('reads the topic of a question from its words, where and when before what it mentions', () => {
    expect(topicOf('where do i pick up and drop off')).toBe('locations')
    expect(topicOf('what do i need to pick up my car')).toBe('requirements')
    expect(topicOf('can i pick up my order in store')).toBe('pickup')
    expect(topicOf('when does the boston location open')).toBe('hours')
    expect(topicOf('can i return the car late')).toBeUndefined()
    expect(topicOf('can i return these boots')).toBe('returns')
    expect(topicOf('how much is the minivan')).toBeUndefined()
  })

  it('avis: where to pick up and drop off comes from its locations, each with address and hours, never from another FAQ', () => {
    const { brand, assistant } = assistantFor('avis')
    const reply = assistant.answer('Where do I pick up and drop off?')
    const places = brand.locations?.places ?? []
    expect(places.length).toBeGreaterThan(0)
    expect(reply.text.split('\n')).toEqual([
      brand.locations?.intro,
      ...places.map((p) => `• ${p.name}, ${p.address}: ${p.hours}`),
    ])
    expect(reply.text).not.toContain('driver')
    // A place named gets that place only.
    expect(assistant.answer('When does the Manhattan location open?').text).toBe(
      'Opening hours of Avis locations:\n• Manhattan, 310 E 64th St: Mon–Fri 7 AM–7 PM, Sat–Sun 8 AM–4 PM',
    )
    // The intro and the four airports, not the city location.
    expect(assistant.answer('Which airport locations do you have?').text.split('\n')).toHaveLength(5)
  })
})

describe('wording', () => {
  it('greets with the categories named as categories, and a name ending in s takes the apostrophe alone', () => {
    expect(welcome(knowledge(assistantFor('avis').brand))).toBe(
      'Hi! I’m the Avis assistant. Ask me about common questions and anything in our Cars, SUVs & Vans, Luxury and Add-ons categories, or ask for a recommendation.',
    )
    expect(welcome(knowledge(assistantFor('cr').brand))).toContain(
      'anything in our Memberships, Auto, Appliances, Electronics and other categories',
    )
    expect(possessive('Consumer Reports')).toBe('Consumer Reports’')
    expect(possessive('Avis')).toBe('Avis’')
    expect(possessive('Hack25')).toBe('Hack25’s')
    expect(assistantFor('cr').assistant.answer('xyzzy plugh').text).toContain('in Consumer Reports’ questions and answers')
  })
})

describe('yes/no answers asked another way', () => {
  const needTeam = 'Do I need a team before I arrive?'
  const noTeam = 'No. Team formation opens Friday evening.'
  it('keeps the lead for the same question, turns it round for “without”, and leaves it out otherwise', () => {
    expect(answerFor('Do I need a team?', needTeam, noTeam)).toBe(noTeam)
    expect(answerFor(needTeam, needTeam, noTeam)).toBe(noTeam)
    expect(answerFor('Can I join without a team?', needTeam, noTeam)).toBe('Yes. Team formation opens Friday evening.')
    expect(answerFor('Can I come without my laptop?', needTeam, noTeam)).toBe('Team formation opens Friday evening.')
    expect(answerFor("Don't I need a team?", needTeam, noTeam)).toBe('Team formation opens Friday evening.')
    expect(answerFor('What if I have no team?', needTeam, noTeam)).toBe('Team formation opens Friday evening.')
    const fee = ['Do Discover credit cards have an annual fee?', 'No. Every card has no annual fee.'] as const
    expect(answerFor('Is there an annual fee?', ...fee)).toBe(fee[1])
    expect(answerFor('Are Discover cards free of annual fees?', ...fee)).toBe('Every card has no annual fee.')
    const meals = ['Are meals included, or should I bring food?', 'Yes. Every meal is included.'] as const
    expect(answerFor('Are meals included?', ...meals)).toBe('Yes. Every meal is included.')
    // Other words for the same thing are not the same question: the lead is left out, which is never wrong.
    expect(answerFor('Is food included?', ...meals)).toBe('Every meal is included.')
    expect(answerFor('Do I have to bring my own food?', ...meals)).toBe('Every meal is included.')
  })
})

describe('conversation', () => {
  const reply = {
    text: 'Answer',
    products: ['a'],
    matched: 'products' as const,
    intent: 'search' as const,
    topic: 'products' as const,
  }

  it('adds a question and its reply, and keeps only the last messages', () => {
    let messages: ChatMessage[] = []
    messages = addExchange(messages, 'Question', reply)
    expect(messages).toEqual([
      { id: 1, role: 'user', text: 'Question' },
      { id: 2, role: 'assistant', text: 'Answer', products: ['a'] },
    ])
    for (let i = 0; i < 40; i++) messages = addExchange(messages, `Q${i}`, reply)
    expect(messages).toHaveLength(maxMessages)
    expect(messages.at(-2)?.text).toBe('Q39')
    expect(new Set(messages.map((m) => m.id)).size).toBe(maxMessages)
  })

  it('keeps only the stored messages of the expected shape', () => {
    const exchange = addExchange([], 'q', reply)
    expect(conversation.shape.parse(exchange)).toEqual(exchange)
    expect(conversation.shape.parse([])).toEqual([])
    for (const notAList of [null, {}, 'x']) expect(conversation.shape.parse(notAList)).toBeUndefined()
    // Each message in a wrong shape is left out on its own; the rest of the conversation stays.
    const bad = [{ role: 'robot' }, { id: 1, role: 'user' }, { id: 1, role: 'user', text: 'q', products: [1] }]
    expect(conversation.shape.parse([...bad, ...exchange])).toEqual(exchange)
  })

  it('links a product to its confirmItem step, else its product page, else the catalog', () => {
    expect(productHref({ catalog: '/avis/products', confirmItem: '/avis/products/confirmItem' }, 'minivan')).toBe(
      '/avis/products/confirmItem?item=minivan',
    )
    expect(productHref({ catalog: '/KFC/shop', productBase: '/KFC/shop/products' }, 'lemonade')).toBe(
      '/KFC/shop/products/lemonade',
    )
    expect(productHref({ catalog: '/x' }, 'y')).toBe('/x')
  })
})

describe('prices of what is applied for', () => {
  const discover = assistantFor('discover')
  const adtalem = assistantFor('adtalem')
  const avis = assistantFor('avis')

  it('shows no price for an application without a fee (Discover’s cards and accounts), only what it is', () => {
    for (const q of [
      'How much is Discover it Miles?',
      'Which card is best for a college student?',
      'Do you have a savings account?',
    ]) {
      const reply = discover.assistant.answer(q)
      expect(reply.products.length, q).toBeGreaterThan(0)
      expect(reply.text, q).not.toContain('$0.00')
    }
    expect(discover.assistant.answer('How much is Discover it Miles?').text).toContain('no annual fee')
    const card = knowledge(discover.brand).products.find((p) => p.slug === 'discover-it-miles')
    expect(card && priceLabel(card, 'USD')).toBeUndefined()
  })

  it('says what an application’s price is (Adtalem’s application fee), and a bought product’s price as a price', () => {
    expect(adtalem.assistant.answer('How much is the Chamberlain BSN?').text).toContain('$95.00 application fee')
    expect(adtalem.assistant.answer('Do you have an MBA?').text).toContain('$50.00 application fee')
    expect(discover.assistant.answer('How much is the $50 gift card?').text).toContain('$50.00')
    expect(avis.assistant.answer('What is the cheapest car?').text).toContain(
      `Economy: Kia Rio or similar at ${price(avis.brand, 'economy')}`,
    )
  })
})
