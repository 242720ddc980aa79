// The catalog search in the browser: a brand's static index (lib/searchIndex.ts) read by fetching its files, each
// once per page view, and the results a page at a time. Loaded when a visitor first searches (catalogSearch.ts),
// never with a page. Each file carries the build id as its query string, as payloads and product files do, so a
// deploy that renumbers the catalog is never answered with one build's words and another's items: the id covers the
// word files (which change with the numbering), not the items, which an edit of a product rewrites in place and
// which are served must-revalidate (scripts/pipeline/finish.ts).
import type { Product } from '../../brand/brandSchema.ts'
import { plural } from '../../lib/plural.ts'
import { type IndexReader, queryWords, searchIndex, searchList } from '../../lib/searchIndex.ts'
import { fetchBuildDataFile } from './buildDataFile.ts'

/** The browser's reader: the site's own files under its base, each fetched once (a word with no file finds nothing;
 *  a file that cannot be had fails the search, which says so). */
export const fetchReader: IndexReader = fetchBuildDataFile

/** Results shown at first, and added by each "Show more", of a search through the index. */
export const resultPageSize = 24

/** What a search found, with the results shown: all of them for a list held whole, a page at a time from the index. */
export interface Found {
  query: string
  total: number
  products: Product[]
  /** What the page says of them ("12 results for “tent”"), and where none: written here, not in the page, so that
   *  the page's first load carries no words it shows only after a search. */
  status: string
  notice: string
  /** The same with the next page of results added; undefined once all are shown. */
  more: (() => Promise<Found>) | undefined
}

/**
 * Searches the brand's index when `prefix` is given, else the list held whole; undefined for a query without
 * words to search by (one letter alone: it would match most of a catalog).
 */
export async function firstResults(
  query: string,
  prefix: string | undefined,
  list: readonly Product[],
): Promise<Found | undefined> {
  if (queryWords(query).length === 0) return undefined
  const results = prefix ? await searchIndex<Product>(prefix, query, fetchReader) : searchList(query, list)
  const shown = async (products: Product[]): Promise<Found> => ({
    query,
    total: results.total,
    products,
    status: `${plural(results.total, 'result')} for “${query}”`,
    notice: `Nothing matches “${query}”. Try another word.`,
    more:
      products.length < results.total
        ? async () => shown([...products, ...(await results.products(products.length, resultPageSize))])
        : undefined,
  })
  return shown(await results.products(0, prefix ? resultPageSize : results.total))
}

/** The products each of these words finds in the brand's index (up to `each` a word, best first), each once. */
export async function productsByWords(
  prefix: string,
  terms: readonly string[],
  each: number,
  read: IndexReader = fetchReader,
): Promise<Product[]> {
  const lists = await Promise.all(terms.map(async (term) => (await searchIndex<Product>(prefix, term, read)).products(0, each)))
  const seen = new Set<string>()
  return lists.flat().filter((p) => !seen.has(p.slug) && seen.add(p.slug))
}
