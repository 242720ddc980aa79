// The assistant of a catalog too large for its payload (L.L.Bean's, grown to 2,000 products as the benchmark's scale
// run grows catalogs): the payload holds the first listing page, and a question about a product beyond it finds
// that product through the brand's static search index, read from disk as the browser would fetch it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Brand } from '../../brand/brandSchema.ts'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { createAssistant, withIndexedProducts } from '../../pages/ai/answer.ts'
import { assistantProduct } from '../../pages/ai/assistantProduct.ts'
import type { Knowledge } from '../../pages/ai/knowledge.ts'
import { listingPageSize } from '../../routing/listingPages.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { writeSearchIndexes } from '../../scripts/pipeline/searchIndexes.ts'

const dir = mkdtempSync(join(tmpdir(), 'assistant-index-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const llbean = getBrands().find((b) => b.prefix === 'llbean') as Brand
const products = growCatalog(llbean.products as never, 2000) as unknown as Brand['products']
writeSearchIndexes(dir, [{ ...llbean, products }])
const kind = llbean.fulfilment?.kind ?? 'shipping'
const read = async (file: string) => {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'))
  } catch {
    return undefined
  }
}
/** What the assistant page's payload holds of the catalog: its first listing page (pages/ai/+data.ts). */
const knowledge: Knowledge = {
  brand: llbean.name,
  currency: llbean.currency ?? 'USD',
  faq: llbean.faq ?? [],
  products: products.slice(0, listingPageSize).map((p) => assistantProduct(p, kind)),
}
const index = { prefix: 'llbean', kind } as const

describe('the assistant of a 2,000-product catalog', () => {
  const last = products.at(-1) as Brand['products'][number]
  const question = `How much is the ${last.name}?`

  it('does not know a product beyond its payload on its own', () => {
    expect(createAssistant(knowledge).answer(question).products).not.toContain(last.slug)
  })

  it('recommends it, with its price, once the question’s words are looked up in the index', async () => {
    const k = await withIndexedProducts(knowledge, question, index, read)
    expect(k.products.length).toBeLessThan(knowledge.products.length + 100)
    const reply = createAssistant(k).answer(question)
    expect(reply.products[0]).toBe(last.slug)
    expect(reply.text).toContain(last.price.toFixed(2))
  })

  it('answers as before when the question names nothing in the catalog', async () => {
    const faqQuestion = 'What is your return policy?'
    const k = await withIndexedProducts(knowledge, faqQuestion, index, read)
    expect(createAssistant(k).answer(faqQuestion).matched).toBe(createAssistant(knowledge).answer(faqQuestion).matched)
  })
})
