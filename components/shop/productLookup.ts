// The assistant's door to a brand's static search index (searchIndexQuery.ts, loaded on demand): apart from the
// catalog's (catalogSearch.ts), so that neither page's bundle carries the other's.
import type { IndexReader } from '../../lib/searchIndex.ts'

export type { IndexReader }

/** The products each of these words finds in the brand's static index, up to `each` a word: what a question may be
 *  about, for the assistant of a catalog too large for its payload. */
export async function lookUpProducts(prefix: string, terms: readonly string[], each: number, read?: IndexReader) {
  const { productsByWords } = await import('./searchIndexQuery.ts')
  return productsByWords(prefix, terms, each, read)
}
