// A question or a text split into terms: lower case, no punctuation, no stop words, a naive singular. Words that
// only say what kind of answer is wanted ("price", "recommend") steer the intent and never count as a topic.

// Words that carry no topic. Checked before and after the singular is taken.
const stopWords = new Set(
  (
    'a about above after again all also am an and any anything are as at be been before being both but by can ' +
    'come comes coming could did do does doing done each either else ever every everything for from get gets ' +
    'getting give go going ' +
    'got had has have having he her here hers him his how however i id if im in into is it its ive just know let ' +
    'lets like ll me mine more most much my myself need needs no nor not now of off ok okay on once one only or ' +
    'other our ours out own please re really same she should show so some something such tell than that the their ' +
    'them then there these they thing things this those through to too up us ve very want wanted was way we well ' +
    'were what when where which while who whom whose why will with without would yes yet you your yours yourself ' +
    'hi hello hey hiya howdy greetings thanks thank thx cheers ' +
    "can't cannot don't doesn't didn't isn't aren't wasn't weren't won't wouldn't couldn't shouldn't you're they're"
  )
    .split(' ')
    // A question's terms lose their apostrophes ("don't" is read as "dont"); the list is written as words are spelled.
    .map((word) => word.replace("'", '')),
)

// Words that say what kind of answer is wanted rather than what it is about: they steer the intent, never the score.
const intentWords = new Set(
  (
    'affordable available best budget buck carry cheap cheaper cheapest cost costs dollar euro expensive find ' +
    'help inexpensive item kind least list looking offer option popular pound price priced pricing priciest product ' +
    'range recommend recommendation sell selection spend stock stuff suggest suggestion type usd eur gbp'
  ).split(' '),
)

export const greetingWords = new Set('hi hello hey hiya howdy yo greetings morning afternoon evening'.split(' '))
export const greetingFiller = new Set('good there assistant bot everyone all folks'.split(' '))
export const thanksWords = new Set('thanks thank thx ty cheers'.split(' '))
export const thanksFiller = new Set(
  'you so very much a lot great ok okay cool perfect awesome that helps helped helpful'.split(' '),
)

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

export function words(text: string): string[] {
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

/** A light stem, so a word and its -ing, -ed and -ly forms meet: "hemming", "hemmed" and "hem" are "hem", "charged"
 *  and "charge" "charg", "booking" "book". Only for matching: terms themselves stay whole words. */
export function stem(term: string): string {
  let w = term
  if (/\d/.test(w)) return w
  if (w.length >= 6 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length >= 5 && w.endsWith('ed')) w = w.slice(0, -2)
  else if (w.length >= 6 && w.endsWith('ly')) w = w.slice(0, -2)
  if (/([b-df-hj-km-np-rtv-y])\1$/.test(w)) w = w.slice(0, -1)
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1)
  return w
}

const isStop = (word: string) => stopWords.has(word) || intentWords.has(word)

/** Everyday words for what shops and FAQs call otherwise: a question's word also looks for these. Keys are terms as
 *  tokenize() makes them (singular: "meals" is "meal"); two words asked together ("washing machine") count as one.
 *  Kept to plain synonyms, none brand-specific. */
const synonyms: Readonly<Record<string, readonly string[]>> = {
  'washing machine': ['washer'],
  'dish washer': ['dishwasher'],
  fridge: ['refrigerator'],
  television: ['tv'],
  jacket: ['shell', 'anorak'],
  coat: ['jacket', 'shell'],
  remote: ['online'],
  remotely: ['online'],
  virtual: ['online'],
  virtually: ['online'],
  food: ['meal'],
  meal: ['food'],
  unhappy: ['wrong'],
  sneaker: ['shoe', 'runner'],
  insurance: ['coverage'],
  refund: ['refundable'],
  age: ['old', 'older'],
  abroad: ['foreign', 'international'],
  overseas: ['foreign', 'international'],
  international: ['foreign', 'outside', 'abroad'],
  internationally: ['foreign', 'outside', 'abroad'],
  ticket: ['pass'],
  shoe: ['footwear'],
  hike: ['hiker'],
  hiking: ['hiker'],
  fraud: ['unauthorized', 'stolen'],
  fraudulent: ['unauthorized', 'stolen'],
  bad: ['wrong'],
  badly: ['wrong'],
  poor: ['wrong'],
  poorly: ['wrong'],
  switch: ['change'],
  backpack: ['daypack', 'pack'],
}
/** Numbers said either way: "a 7 seater", "seven seats". */
const numberWords = 'one two three four five six seven eight nine ten eleven twelve'.split(' ')
const numbers: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  numberWords.flatMap((word, i) => [
    [word, [String(i + 1)]],
    [String(i + 1), [word]],
  ]),
)
const phrases = Object.keys(synonyms).filter((k) => k.includes(' '))

/** Between the words of a term that may be said either way. */
export const alternative = '|'

/** The terms of a question, each with its synonyms ("food|meal"); a phrase's synonyms ("washing machine") replace it. */
export function expandedTerms(text: string): string[] {
  let normal = normalise(text)
  const extra: string[] = []
  for (const p of phrases)
    if (` ${normal} `.includes(` ${p} `)) {
      extra.push(...(synonyms[p] ?? []))
      normal = ` ${normal} `.replace(` ${p} `, ' ').trim()
    }
  // A word and its synonyms are one term ("7|seven"): finding either is finding it, once.
  const terms = tokenize(normal).map((t) => [t, ...(synonyms[t] ?? numbers[t] ?? [])].join(alternative))
  for (const s of extra) if (!terms.includes(s)) terms.push(s)
  return terms
}

/** A term of what a text says one can do without or needs, marked so that it only meets such terms: "Can I book
 *  without an account?" asks about needing an account (the entry "Do I need an account to book?"), not about one. */
export const unneeded = (term: string) => `no:${term}`
const unique = (terms: string[]) => [...new Set(terms)]
const after = (re: RegExp, text: string) => [...text.matchAll(re)].flatMap((m) => tokenize(m[1] ?? '')).map(unneeded)

/** What a question asks to do without: "Can I come without a laptop?" → laptop. */
export const withoutClause = /\b(?:without|no need for) ((?:\w+ ?){1,4})/
export function withoutTerms(text: string): string[] {
  const object = withoutClause.exec(normalise(text))?.[1]
  return object ? tokenize(object) : []
}

/** What a text says is not needed or not there: "no credit score required", "without a receipt" (marked terms). */
export function withoutOf(text: string): string[] {
  return after(/\b(?:no|without|free of|not)\s+((?:[\w-]+ ?){1,3})/gi, text)
}

/** What a text says is needed (marked terms): all the words of a question about needing something ("Do I need a
 *  team?"), and in an answer what follows "need", "require" or "bring" to the sentence's end. */
export function needOf(text: string): string[] {
  const lower = text.toLowerCase()
  const whole = /\?\s*$/.test(text) && /\b(need|needs|required|require|have to|bring)\b/.test(normalise(text))
  return unique([
    ...(whole ? tokenize(lower).map(unneeded) : []),
    ...after(/\b(?:need|needs|require[sd]?|must have|bring)\s+([^.;:!?]+)/gi, lower),
  ])
}

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
