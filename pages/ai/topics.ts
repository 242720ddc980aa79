// What a question is about, beyond products: when and where to find the brand, cancelling, returns, what to bring,
// delivery, picking up, fees and paying. A question is about the first topic its words show, in the order below; an
// FAQ entry about every topic its question shows ("When does check-in open, and what should I bring?": hours and
// what to bring). An FAQ entry about other topics only never answers a question, and one about the same topic is
// preferred: "Where do I pick up and drop off?" is about locations, not about what to bring to the pick-up.

export type Topic =
  | 'hours'
  | 'locations'
  | 'cancellation'
  | 'returns'
  | 'requirements'
  | 'delivery'
  | 'pickup'
  | 'fees'
  | 'payment'

/** What a reply is about: one of the topics, the catalog, the brand in general, or nothing found. */
export type ReplyTopic = Topic | 'products' | 'general' | 'none'

/** The words that show each topic, in normalised text (terms.ts) with a space either side; first match wins. */
const cues: readonly (readonly [Topic, RegExp])[] = [
  [
    'hours',
    / (opening|business|office|store|counter|your) hours | hours of operation | what are (the |your )?hours | opening times? | (what time|when) (do|does|are|is) (.* )?(open|close)\w* | open (on|at|until|today|tomorrow|late|24) | after hours | closing time /,
  ],
  [
    'locations',
    / (where (.* )?(pick|drop|collect|return|store|shop|office|branch|location|counter|port|depart|leave|sail|board|located|find you|are you))| locations? | branch(es)? | nearest | near me | directions /,
  ],
  [
    'cancellation',
    / (cancel\w*|reschedul\w*|pause|skip) | (change|modify|amend) (my |a |the )?(reservation|booking|order|appointment|membership|plan|subscription|stay|sailing|cruise|trip) /,
  ],
  [
    'returns',
    / return (?!(the |my |your |a )?(car|vehicle|rental|key))| returns | refund\w* | exchang\w* | money back | get (my |the |your |our )?(\w+ ){0,3}back | send (it |them )?back | satisfaction guarantee /,
  ],
  [
    'requirements',
    / (what|do|will) (do )?i need | need to bring | bring | documents? | passport | licen[cs]e | identification | photo id | how old | minimum age | age limit | (im|i am|aged?) \d\d? | eligib\w* | who can | requirements? | required | qualify /,
  ],
  ['delivery', / (ship\w*|deliver\w*|arriv\w*|dispatch\w*|mail|mailed) /],
  ['pickup', / (pickup|curbside|collect) | pick (it |them |my order )?up | in store /],
  ['fees', / (fee|fees|surcharge|gratuit\w*|tip|tips|deposit) | extra charge /],
  ['payment', / (pay|paying|payment|payments|autopay|billing|bill|installments?|financing|charged) | (credit|debit) card /],
]

/** The topic of a normalised question (the first of `cues` its words show), if it shows one. */
export function topicOf(text: string): Topic | undefined {
  const padded = ` ${text} `
  return cues.find(([, re]) => re.test(padded))?.[0]
}

/** Every topic a normalised text shows: an FAQ entry asked in two parts ("When does check-in open, and what should I
 *  bring?") answers questions on either. */
export function topicsOf(text: string): Topic[] {
  const padded = ` ${text} `
  return cues.filter(([, re]) => re.test(padded)).map(([topic]) => topic)
}

/** Topics a brand's locations answer: where they are, and when they are open. */
export const placeTopics: ReadonlySet<Topic> = new Set(['locations', 'hours'])
