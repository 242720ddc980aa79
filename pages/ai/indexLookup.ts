// The assistant of a catalog too large for its payload (more than a listing page): the payload holds the catalog's
// first page, and each question's words are looked up in the brand's static search index (components/shop
// lookUpProducts) for the products it may be about, so an answer recommends from the whole catalog. Loaded with
// the answering engine (answer.ts), never with the page.
import { type IndexReader, lookUpProducts } from '../../components/shop/index.ts'
import { assistantProduct } from './assistantProduct.ts'
import type { CatalogIndex, Knowledge } from './knowledge.ts'
import { tokenize } from './terms.ts'

/** Products looked up per word of the question: a list answer's few, with room for the engine to rank them. */
const perWord = 12

/** The knowledge with the products the question's words find in the index added (each once). */
export async function withIndexedProducts(
  k: Knowledge,
  question: string,
  index: CatalogIndex,
  read?: IndexReader,
): Promise<Knowledge> {
  const found = await lookUpProducts(index.prefix, tokenize(question), perWord, read)
  const held = new Set(k.products.map((p) => p.slug))
  const more = found.filter((p) => !held.has(p.slug)).map((p) => assistantProduct(p, index.kind))
  return more.length > 0 ? { ...k, products: [...k.products, ...more] } : k
}
