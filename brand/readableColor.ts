// WCAG 2 contrast, used to pick a link colour that is readable on a brand's page and card backgrounds: brand
// accents are often too light for text (a gold accent on white is about 3:1).
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The first candidate with at least 4.5:1 against every background, else the one that contrasts best. */
export function readableOn(backgrounds: readonly string[], candidates: readonly string[]): string {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)))
  return candidates.find((c) => worst(c) >= 4.5) ?? [...candidates].sort((a, b) => worst(b) - worst(a))[0] ?? '#000000'
}

interface ThemeColours {
  primary: string
  onPrimary: string
  accent: string
  background: string
  surface: string
  text: string
}

/** Reds for error messages and invalid fields, darkest first: the site's error red reads on light themes, the lighter
 *  ones on dark themes, where it would not. */
export const errorReds = ['#b00020', '#c62828', '#ff8a80', '#ffb4ab'] as const

export interface DerivedColours {
  link: string
  ink: string
  onAccent: string
  error: string
}

/** Text colours a theme implies but does not state, each the first of its candidates that reads (4.5:1):
 *  `link` (accent first) for links and the focus ring, `ink` (the brand colour first) for the wordmark and outlined
 *  controls on the page, `onAccent` for text set on the accent, and `error` for error messages on the page and its
 *  cards. Derived, so there is still one place to change. */
export function derivedColours(theme: ThemeColours): DerivedColours {
  const page = [theme.background, theme.surface]
  return {
    link: readableOn(page, [theme.accent, theme.primary, theme.text]),
    ink: readableOn(page, [theme.primary, theme.accent, theme.text]),
    onAccent: readableOn([theme.accent], [theme.onPrimary, theme.surface, theme.text, theme.background]),
    error: readableOn(page, errorReds),
  }
}
