// Searching a brand's static catalog index (lib/searchIndex.ts): the words files of the query's words, then the
// items files of the results asked for, each fetched once per page view. Loaded when a visitor first searches
// (catalogSearch.ts), never with a page.
import type { Product } from '../../brand/brandSchema.ts'
import { withBase } from '../../lib/base.ts'
import {
  findInWords,
  itemChunk,
  itemsFile,
  queryWords,
  searchProducts,
  shardKey,
  type WordsFile,
  wordsFile,
} from '../../lib/searchIndex.ts'

/** Reads one index file by its path in the deployable; undefined when there is none. */
export type IndexReader = (file: string) => Promise<unknown>

/** What a query found: how many products, and their cards, a slice at a time (a result page fetches only its own). */
export interface IndexResults {
  total: number
  products(from: number, count: number): Promise<Product[]>
}

const fetched = new Map<string, Promise<unknown>>()

/** The browser's reader: the site's own files under its base, each fetched once. */
export const fetchReader: IndexReader = (file) => {
  let read = fetched.get(file)
  if (!read) {
    read = fetch(withBase(`/${file}`)).then((response) => (response.ok ? response.json() : undefined))
    // A failed fetch is tried again next time rather than remembered.
    read.catch(() => fetched.delete(file))
    fetched.set(file, read)
  }
  return read
}

export async function searchIndex(prefix: string, query: string, read: IndexReader = fetchReader): Promise<IndexResults> {
  const keys = [...new Set(queryWords(query).map(shardKey))]
  const files = await Promise.all(keys.map((key) => read(wordsFile(prefix, key))))
  const byKey = new Map(keys.map((key, i) => [key, (files[i] ?? {}) as WordsFile]))
  const found = findInWords(query, byKey)
  return {
    total: found.length,
    async products(from, count) {
      const wanted = found.slice(from, from + count)
      const chunks = [...new Set(wanted.map((n) => Math.floor(n / itemChunk)))]
      const items = await Promise.all(chunks.map((chunk) => read(itemsFile(prefix, chunk))))
      const byChunk = new Map(chunks.map((chunk, i) => [chunk, (items[i] ?? []) as Product[]]))
      return wanted.flatMap((n) => byChunk.get(Math.floor(n / itemChunk))?.[n % itemChunk] ?? [])
    },
  }
}

/** The same search over a list held whole (a one-page catalog): the products its index would find, in its order. */
export function searchList(query: string, list: readonly Product[]): IndexResults {
  const found = searchProducts(query, list)
  return { total: found.length, products: async (from, count) => found.slice(from, from + count) }
}

/** Results shown at first, and added by each "Show more", of a search through the index. */
export const resultPageSize = 24

/** What a search found, with the results shown: all of them for a list held whole, a page at a time from the index. */
export interface Found {
  query: string
  total: number
  products: Product[]
  /** The same with the next page of results added. */
  more: () => Promise<Found>
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
  const results = prefix ? await searchIndex(prefix, query) : searchList(query, list)
  const shown = async (products: Product[]): Promise<Found> => ({
    query,
    total: results.total,
    products,
    more: async () => shown([...products, ...(await results.products(products.length, resultPageSize))]),
  })
  return shown(await results.products(0, prefix ? resultPageSize : results.total))
}
