// What a catalog search reads of a text and of a query: its words. Apart from the index code (searchIndex.ts),
// which loads when a visitor first searches, because a page must know at once whether a query searches at all.

/** The words of a text: lowercase letters and digits, accents folded ("Crème brûlée" → creme, brulee). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
}

/** A query's words that take part: one letter alone would match most of a catalog, so words of two or more. */
export const queryWords = (query: string) => [...new Set(words(query).filter((w) => w.length >= 2))]
