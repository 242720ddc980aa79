// The catalog search's door: the search code (searchIndexQuery.ts) loads when a visitor first types a search, not
// with the page.
import type { Product } from '../../brand/brandSchema.ts'
import type { Found } from './searchIndexQuery.ts'

export type { Found }

/**
 * The first results of a search of the catalog: of the whole catalog through the brand's static index when
 * `prefix` is given (a paged catalog), else of `list`, held whole, with the same matching (a one-page catalog).
 * Undefined when the query has nothing to search by.
 */
export async function searchCatalog(query: string, prefix: string | undefined, list: readonly Product[]) {
  if (!query) return undefined
  return (await import('./searchIndexQuery.ts')).firstResults(query, prefix, list)
}
