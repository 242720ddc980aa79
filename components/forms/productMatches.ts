// What the product picker's search (ProductSearch.tsx) shows and how its keys move through it, apart from the
// component so that both can be checked without a browser.
import type { Product } from '../../brand/brandSchema.ts'
import { type IndexReader, queryWords, searchIndex } from '../../lib/searchIndex.ts'

/** Products a search offers at most: enough to pick from, few enough to read through; typing more narrows them. */
export const offeredMatches = 8

export interface Matches {
  query: string
  total: number
  products: Product[]
}

/**
 * The first products the brand's index (`prefix`) finds for `query`, best first (found by name before found by
 * description); undefined when the query has nothing to search by (a single letter).
 */
export async function productMatches(prefix: string, query: string, read: IndexReader): Promise<Matches | undefined> {
  if (queryWords(query).length === 0) return undefined
  const results = await searchIndex<Product>(prefix, query, read)
  return { query, total: results.total, products: await results.products(0, offeredMatches) }
}

/** The option an arrow key makes active among `count` (-1: none), stopping at the ends; undefined for another key
 *  (Home and End stay the text's), or with no options. */
export function activeAfter(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined
  if (key === 'ArrowDown') return Math.min(active + 1, count - 1)
  if (key === 'ArrowUp') return Math.max(active - 1, 0)
  return undefined
}

/** What the status line says of a search: how many products it found, of how many shown. */
export function matchesStatus(matches: Matches | undefined | null): string {
  if (matches === null) return 'The search could not load. Type again to retry.'
  if (!matches) return 'Type two letters or more to search.'
  if (matches.total === 0) return `No product matches “${matches.query}”.`
  const shown = matches.products.length
  const found = matches.total === 1 ? '1 product matches' : `${matches.total} products match`
  return shown < matches.total ? `${found}; the first ${shown} are listed. Type more to narrow them.` : `${found}.`
}
