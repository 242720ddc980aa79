// What the food finder's result and Scan & Go fetch instead of carrying the catalog: the answers' match file and its
// products' files (pages/foodfinder/useMatch.ts), a code's barcode file and its product's file
// (pages/scan/barcodeLookup.ts), each under the build id and once per visit (components/shop/buildDataFile.ts); a file
// the build did not write is no match, and any other failure is no answer, asked for again next time.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchMatch } from '../../pages/foodfinder/useMatch.ts'
import { findBarcode } from '../../pages/scan/barcodeLookup.ts'

const product = (slug: string, name: string) => ({ slug, name, category: 'Dog Food', price: 50 })
let files: Record<string, unknown> = {}
let failing: string | undefined
const requested: string[] = []

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { dataset: { buildId: 'b1d' } } })
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url)
    const path = url.split('?')[0]?.slice(1) ?? ''
    if (failing && path.includes(failing)) return Promise.resolve(new Response('Unavailable', { status: 503 }))
    return Promise.resolve(
      path in files ? new Response(JSON.stringify(files[path]), { status: 200 }) : new Response('Not found', { status: 404 }),
    )
  })
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  requested.length = 0
  failing = undefined
})

const rex = { species: 'dog', age: 'adult', size: 'large', activity: 'high', health: 'joints' } as const

describe('a food finder result', () => {
  it('fetches its answers’ match file and those products’ files, under the build id, each once', async () => {
    files = {
      'purina/_foodfinder/dog-adult-large-high-joints.json': [
        { slug: 'large-breed', reasons: ['Made for large breeds'] },
        { slug: 'retired', reasons: ['Made for dogs'] },
        { slug: 'lamb-rice', reasons: ['Made for dogs'] },
      ],
      'purina/_products/large-breed.json': product('large-breed', 'Large Breed Formula'),
      'purina/_products/lamb-rice.json': product('lamb-rice', 'Lamb & Rice'),
    }
    const matches = await fetchMatch('purina', { ...rex, petName: 'Rex' })
    // A product the catalog no longer has is left out; the others keep their order and reasons.
    expect(matches).toEqual([
      { product: product('large-breed', 'Large Breed Formula'), reasons: ['Made for large breeds'] },
      { product: product('lamb-rice', 'Lamb & Rice'), reasons: ['Made for dogs'] },
    ])
    expect(requested).toEqual([
      '/purina/_foodfinder/dog-adult-large-high-joints.json?b1d',
      '/purina/_products/large-breed.json?b1d',
      '/purina/_products/retired.json?b1d',
      '/purina/_products/lamb-rice.json?b1d',
    ])
    await fetchMatch('purina', rex)
    expect(requested).toHaveLength(4)
  })

  it('fetches nothing for unfinished answers, and is no answer when the match cannot be had', async () => {
    expect(await fetchMatch('purina', { species: 'dog', age: 'adult' })).toEqual([])
    expect(requested).toEqual([])
    failing = '_foodfinder/cat-'
    const cat = { species: 'cat', age: 'senior', size: 'small', activity: 'low', health: 'weight' } as const
    await expect(fetchMatch('purina', cat)).rejects.toThrow('503')
    failing = undefined
    files['purina/_foodfinder/cat-senior-small-low-weight.json'] = []
    expect(await fetchMatch('purina', cat)).toEqual([])
    expect(requested.filter((url) => url.includes('cat-senior'))).toHaveLength(2)
  })
})

describe('a scanned code', () => {
  it('is looked up in its barcode file, whatever GTIN length it was typed as, then its product’s file', async () => {
    files = {
      'NCR/_barcodes/279.json': { '00033383200279': 'gala-apples' },
      'NCR/_products/gala-apples.json': product('gala-apples', 'Gala Apples'),
    }
    expect(await findBarcode('NCR', '0033383200279')).toEqual({
      product: product('gala-apples', 'Gala Apples'),
      code: '0033383200279',
    })
    expect(await findBarcode('NCR', '033383200279')).toMatchObject({ product: { slug: 'gala-apples' } })
    expect(requested).toEqual(['/NCR/_barcodes/279.json?b1d', '/NCR/_products/gala-apples.json?b1d'])
  })

  it('says which codes are not in the store and what to enter, and fails when the index cannot be had', async () => {
    expect(await findBarcode('NCR', '4006381333931')).toEqual({ error: 'No item in this store has the code 4006381333931.' })
    expect(await findBarcode('NCR', '12345')).toEqual({ error: 'Enter the 8 to 14 digits printed under the barcode.' })
    expect(requested).toEqual(['/NCR/_barcodes/931.json?b1d'])
    failing = '_barcodes/455'
    await expect(findBarcode('NCR', '074211000455')).rejects.toThrow('503')
  })
})
