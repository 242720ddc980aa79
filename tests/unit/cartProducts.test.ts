// A cart line's product, fetched from the file the build writes for it (components/shop/cartProducts.ts): once per
// visit, under the build id, as the page payloads are; a missing file or another product's is a product the catalog
// no longer has; any other failure is no answer, not kept, so the next look asks again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { productsOf } from '../../components/shop/cartProducts.ts'

const lemonade = { slug: 'lemonade', name: 'Lemonade', category: 'Drinks', price: 2.29 }
const requested: string[] = []
let answer: (url: string) => Response | Promise<Response>

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { dataset: { buildId: 'b1d' } } })
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url)
    return Promise.resolve(answer(url))
  })
})
afterAll(() => vi.unstubAllGlobals())

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

describe('the products of cart lines', () => {
  it('are fetched once each, under the build id, and kept for the visit', async () => {
    answer = () => json(lemonade)
    const lines = [{ slug: 'lemonade' }, { slug: 'lemonade' }]
    expect(await productsOf('KFC', lines)).toEqual({ products: [lemonade], missing: new Set() })
    expect(await productsOf('KFC', lines)).toEqual({ products: [lemonade], missing: new Set() })
    expect(requested.filter((url) => url.includes('lemonade'))).toEqual(['/KFC/_products/lemonade.json?b1d'])
  })

  it('are missing where the file is not there, or is not that product', async () => {
    answer = (url) => (url.includes('retired') ? new Response('Not found', { status: 404 }) : json(lemonade))
    expect(await productsOf('KFC', [{ slug: 'retired' }, { slug: 'renamed' }])).toEqual({
      products: [],
      missing: new Set(['retired', 'renamed']),
    })
  })

  it('are no answer where the fetch fails otherwise, and are asked for again next time', async () => {
    answer = () => new Response('Unavailable', { status: 503 })
    await expect(productsOf('KFC', [{ slug: 'famous-bowl' }])).rejects.toThrow('503')
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(productsOf('KFC', [{ slug: 'famous-bowl' }])).rejects.toThrow('Failed to fetch')
    answer = () => json({ ...lemonade, slug: 'famous-bowl', name: 'Famous Bowl' })
    expect((await productsOf('KFC', [{ slug: 'famous-bowl' }])).products.map((p) => p.name)).toEqual(['Famous Bowl'])
    expect(requested.filter((url) => url.includes('famous-bowl'))).toHaveLength(3)
  })
})
