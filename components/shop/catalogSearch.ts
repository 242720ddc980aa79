// The catalog search's door: the search code (searchIndexQuery.ts) loads when a visitor first types a search, not
// with the page.
import type { Product } from '../../brand/brandSchema.ts'
import type { IndexReader } from '../../lib/searchIndex.ts'
import type { Found } from './searchIndexQuery.ts'

export type { Found, IndexReader }

/**
 * The first results of a search of the catalog: of the whole catalog through the brand's static index when
 * `prefix` is given (a paged catalog), else of `list`, held whole, with the same matching (a one-page catalog).
 * Undefined when the query has nothing to search by.
 */
export async function searchCatalog(query: string, prefix: string | undefined, list: readonly Product[]) {
  if (!query) return undefined
  const { firstResults } = await import('./searchIndexQuery.ts')
  return firstResults(query, prefix, list)
}

/** The products each of these words finds in the brand's static index, up to `each` a word: what a question may be
 *  about, for the assistant of a catalog too large for its payload. */
export async function lookUpProducts(prefix: string, terms: readonly string[], each: number, read?: IndexReader) {
  const { productsByWords } = await import('./searchIndexQuery.ts')
  return productsByWords(prefix, terms, each, read)
}
