// A brand's catalog search: what a query matches, and the static index the build writes so that a catalog of any
// size is searched by fetching only what one query needs (docs/decisions.md "Search from a static index"). Shared
// by the build (scripts/pipeline/searchIndexes.ts writes the files), the browser (components/shop/searchIndexQuery.ts
// reads them) and the in-memory search of a catalog held whole, so that both find the same products.
//
// The index of the brand with prefix P lives in the deployable under P/_search/:
//   words/<key>.json   the words whose first two letters are <key> → the products they occur in (postings)
//   items/<n>.json     products n·itemChunk … n·itemChunk+itemChunk−1 of the catalog, as a product card shows them

import { queryWords, words } from './searchWords.ts'

export { queryWords, words }

/** Products per items file: a result page of a query fetches a few of these, not the catalog. */
export const itemChunk = 16

/** The deployable's folder of a brand's index, relative to the site's root ("KFC/_search"). */
export const searchFolder = (prefix: string) => `${prefix}/_search`

export const wordsFile = (prefix: string, key: string) => `${searchFolder(prefix)}/words/${key}.json`
export const itemsFile = (prefix: string, chunk: number) => `${searchFolder(prefix)}/items/${chunk}.json`

/** The words file a word is in: its first two letters. */
export const shardKey = (word: string) => word.slice(0, 2)

/** What a product is found by: its name (ranked first) and its description (its category has listings of its own). */
export interface Searchable {
  name: string
  description?: string | undefined
}

/** A word's postings in a words file: product numbers found by name, and by description only. */
export interface Postings {
  /** Ascending product numbers, delta-encoded in base 36 and comma-joined: long runs of small steps gzip to little. */
  name: string
  other: string
}
export type WordsFile = Record<string, Postings>

export function encodeNumbers(ascending: readonly number[]): string {
  return ascending.map((n, i) => (n - (i > 0 ? (ascending[i - 1] as number) : 0)).toString(36)).join(',')
}

export function decodeNumbers(encoded: string): number[] {
  if (!encoded) return []
  let at = 0
  return encoded.split(',').map((step) => {
    at += Number.parseInt(step, 36)
    return at
  })
}

/** The words files of a catalog: each word's postings, grouped by the words' first two letters. */
export function indexWords(products: readonly Searchable[]): Map<string, WordsFile> {
  const byWord = new Map<string, { name: number[]; other: number[] }>()
  products.forEach((product, n) => {
    const named = new Set(words(product.name))
    const other = new Set(words(product.description ?? ''))
    for (const [list, found] of [
      ['name', named],
      ['other', [...other].filter((w) => !named.has(w))],
    ] as const) {
      for (const word of found) {
        const postings = byWord.get(word) ?? { name: [], other: [] }
        byWord.set(word, postings)
        postings[list].push(n)
      }
    }
  })
  const files = new Map<string, WordsFile>()
  for (const word of [...byWord.keys()].sort()) {
    const postings = byWord.get(word) as { name: number[]; other: number[] }
    const key = shardKey(word)
    const file = files.get(key) ?? {}
    files.set(key, file)
    file[word] = { name: encodeNumbers(postings.name), other: encodeNumbers(postings.other) }
  }
  return files
}

/**
 * The products a query finds, best first, from the words files of its words (by key; a missing one holds no
 * words): each query word must begin a word of the product. Found by name in every query word ranks above found by
 * name in some, above found in the description only; within a rank, catalog order.
 */
export function findInWords(query: string, filesByKey: ReadonlyMap<string, WordsFile>): number[] {
  const wanted = queryWords(query)
  if (wanted.length === 0) return []
  let found: Map<number, number> | undefined
  for (const word of wanted) {
    // Each product's best match of this word: 2 by name, 1 by description.
    const scores = new Map<number, number>()
    const file = filesByKey.get(shardKey(word)) ?? {}
    for (const [indexed, postings] of Object.entries(file)) {
      if (!indexed.startsWith(word)) continue
      for (const n of decodeNumbers(postings.other)) if (!scores.has(n)) scores.set(n, 1)
      for (const n of decodeNumbers(postings.name)) scores.set(n, 2)
    }
    const before: Map<number, number> | undefined = found
    found = new Map()
    for (const [n, score] of scores) {
      const earlier = before ? before.get(n) : 0
      if (earlier !== undefined) found.set(n, earlier + score)
    }
  }
  return [...(found ?? new Map<number, number>())].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([n]) => n)
}

/** The same search over a catalog held whole (a one-page catalog, a test): the products the index would find. */
export function searchProducts<P extends Searchable>(query: string, products: readonly P[]): P[] {
  const wanted = queryWords(query)
  if (wanted.length === 0) return []
  const files = new Map<string, WordsFile>()
  const keys = new Set(wanted.map(shardKey))
  for (const [key, file] of indexWords(products)) if (keys.has(key)) files.set(key, file)
  return findInWords(query, files).map((n) => products[n] as P)
}

/** Reads one index file by its path in the deployable; undefined when there is none (a fetch in the browser, a
 *  file read in Node). */
export type IndexReader = (file: string) => Promise<unknown>

/** What a query found: how many products, and the products, a slice at a time (a result page reads only its own). */
export interface IndexResults<P> {
  total: number
  products(from: number, count: number): Promise<P[]>
}

/** Searches a brand's index: the words files of the query's words, then the items files of the results asked for. */
export async function searchIndex<P>(prefix: string, query: string, read: IndexReader): Promise<IndexResults<P>> {
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
      const byChunk = new Map(chunks.map((chunk, i) => [chunk, (items[i] ?? []) as P[]]))
      return wanted.flatMap((n) => byChunk.get(Math.floor(n / itemChunk))?.[n % itemChunk] ?? [])
    },
  }
}

/** The same search over a list held whole (a one-page catalog): the products its index would find, in its order. */
export function searchList<P extends Searchable>(query: string, list: readonly P[]): IndexResults<P> {
  const found = searchProducts(query, list)
  return { total: found.length, products: async (from, count) => found.slice(from, from + count) }
}
