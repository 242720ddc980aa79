// The chrome a brand may pick, as plain data the browser can use too: its vocabulary, its defaults and its type.
// brandSchema.ts validates brand files against it; layouts read the defaults without loading the validator.

/** The chrome a brand picks: each field names one variant that styles/chrome.css draws for every brand alike, so a
 *  brand's look is data, not CSS. The vocabulary is what the brands' hand-written layouts did, kept small. */
export const chromeVocabulary = {
  /** How the header is arranged: mark and nav in a row, a mark block butted against the nav bar, a centred
   *  newspaper masthead, a brand row over a navigation strip, or a floating rounded card. */
  header: ['bar', 'split', 'masthead', 'tiers', 'card'],
  /** What the header sits on: the brand colour, the accent, the card surface or the page background. */
  tone: ['primary', 'accent', 'surface', 'page'],
  /** The header's lower edge: nothing, a hairline, an accent rule, a thick brand-colour rule, a double rule, a dotted
   *  rule, or a road stripe. */
  edge: ['none', 'line', 'rule', 'thick', 'double', 'dotted', 'road'],
  /** The wordmark: plain text, set in a brand-colour block, or after a dot in the accent colour. */
  mark: ['plain', 'block', 'dot'],
  /** Where the tagline shows in the header, if at all. */
  tagline: ['none', 'above', 'under', 'end'],
  /** Navigation links: plain links, pills, filled chips, thin underlines, tabs flush with the header's base,
   *  outlined boxes, a segmented capsule, or a wavy underline. */
  nav: ['links', 'pills', 'chips', 'underline', 'tabs', 'outlined', 'capsule', 'wavy'],
  /** A band above or below the header: a stripe pattern, a cap rule, a scalloped wave, a horizon line, or a dotted
   *  page backdrop. */
  ornament: ['none', 'stripes', 'cap', 'wave', 'horizon', 'dots'],
  /** The lettering of the wordmark, navigation and headings. */
  lettering: ['plain', 'italic', 'caps', 'italic-caps', 'spaced', 'light'],
  /** The home page's hero: brand colour, with an accent band, a brand-to-accent gradient, the accent, a paper card
   *  under a brand-colour rule, or a framed paper plate. */
  hero: ['filled', 'banded', 'gradient', 'accent', 'paper', 'framed'],
  /** The footer: a hairline over muted text, a brand-colour or accent band, a rounded brand-colour band, a surface
   *  under a brand-colour rule, a double rule, or open and centred. */
  footer: ['plain', 'primary', 'accent', 'rounded', 'topped', 'double', 'open'],
} as const

/** The parts of the optional strip: which brand text, above or below the header, on which colour. */
export const stripVocabulary = {
  text: ['tagline', 'industry'],
  place: ['above', 'below'],
  tone: ['primary', 'accent', 'plain'],
} as const

type Choice<T extends Record<string, readonly string[]>, K extends keyof T> = T[K][number]

export type Chrome = { [K in keyof typeof chromeVocabulary]: Choice<typeof chromeVocabulary, K> } & {
  strip?: { [K in keyof typeof stripVocabulary]: Choice<typeof stripVocabulary, K> }
  /** A word a shared layout shows beside the brand mark (the shop's "Online shop"): the layout's, never a brand's. */
  badge?: string
}

/** Every field at its default: what a brand without a "chrome" entry gets. */
export const defaultChrome = {
  header: 'bar',
  tone: 'surface',
  edge: 'line',
  mark: 'plain',
  tagline: 'none',
  nav: 'links',
  ornament: 'none',
  lettering: 'plain',
  hero: 'filled',
  footer: 'plain',
} as const satisfies Chrome
