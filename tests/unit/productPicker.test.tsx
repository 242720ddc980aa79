// The product picker of the review, inquiry and service forms (components/forms/ProductPickerField.tsx): a catalog the
// page carries stays the select it was; a longer one is a combobox over the brand's static index that carries no
// product, whose search (productMatches.ts) offers the first few products found, and whose picks the forms' checks
// accept without the list.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { ProductPickerField, SelectField } from '../../components/forms/index.ts'
import { activeAfter, matchesStatus, offeredMatches, productMatches } from '../../components/forms/productMatches.ts'
import { indexWords, itemChunk, itemsFile, wordsFile } from '../../lib/searchIndex.ts'
import { validateEnquiry } from '../../pages/form/enquiryValidation.ts'
import { validateReview } from '../../pages/review/reviewValidation.ts'
import { requestAbout } from '../../pages/service/openCase.ts'
import { validateServiceRequest } from '../../pages/service/serviceValidation.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'

const [kfc] = getBrands().filter((b) => b.prefix === 'KFC')
if (!kfc) throw new Error('brands/KFC.json is missing')
const catalog = growCatalog(kfc.products, 2000)

/** The index the build would write for this catalog, read as the browser reads it (undefined for a missing file). */
function readerOf(products: typeof catalog) {
  const files = new Map<string, unknown>()
  for (const [key, file] of indexWords(products)) files.set(wordsFile('KFC', key), file)
  for (let chunk = 0; chunk * itemChunk < products.length; chunk++) {
    files.set(itemsFile('KFC', chunk), products.slice(chunk * itemChunk, (chunk + 1) * itemChunk))
  }
  const read: string[] = []
  return {
    read,
    reader: async (file: string) => {
      read.push(file)
      return files.get(file)
    },
  }
}

const field = { id: 'review-product', label: 'What are you reviewing?', value: '', onChange: () => undefined }
const choices = kfc.products.map((p) => ({ value: p.slug, label: p.name }))

describe('the product picker', () => {
  it('is the select it was when the page carries the catalog', () => {
    const select = renderToString(<SelectField {...field} prompt="Choose one" choices={choices} />)
    expect(renderToString(<ProductPickerField {...field} prompt="Choose one" choices={choices} />)).toBe(select)
    expect(select).toContain('<option value="lemonade">Lemonade</option>')
  })

  it('is a labelled combobox that carries no product when the catalog is searched', () => {
    const html = renderToString(
      <ProductPickerField {...field} prompt="Choose one" choices={[]} search={{ prefix: 'KFC', valueKey: 'slug' }} />,
    )
    expect(html).toContain('<label for="review-product">What are you reviewing?</label>')
    expect(html).toContain('<input id="review-product" aria-describedby="review-product-hint"')
    expect(html).toContain('role="combobox" aria-expanded="false" aria-autocomplete="list" autoComplete="off"')
    expect(html).not.toContain('<select')
    expect(html).not.toContain('Lemonade')
  })

  it('offers the first products the index finds, reading only the files the query needs', async () => {
    const { reader, read } = readerOf(catalog)
    const late = await productMatches('KFC', 'lemonade 200', reader)
    expect(late).toMatchObject({
      query: 'lemonade 200',
      total: 1,
      products: [{ slug: 'lemonade-200', name: 'Lemonade No. 200' }],
    })
    // Two words files and the one items file of product 1999.
    expect(read.sort()).toEqual(['KFC/_search/items/124.json', 'KFC/_search/words/20.json', 'KFC/_search/words/le.json'])
    const many = await productMatches('KFC', 'Lemon', reader)
    expect(many?.total).toBe(200)
    expect(many?.products.map((p) => p.name)).toEqual(
      ['Lemonade', ...Array.from({ length: offeredMatches - 1 }, (_, n) => `Lemonade No. ${n + 2}`)].slice(0, offeredMatches),
    )
    // One letter has nothing to search by: it would match most of the catalog.
    expect(await productMatches('KFC', 'l', reader)).toBeUndefined()
  })

  it('says what the search found', () => {
    expect(matchesStatus(undefined)).toBe('Type two letters or more to search.')
    expect(matchesStatus(null)).toBe('The search could not load. Type again to retry.')
    expect(matchesStatus({ query: 'zebra', total: 0, products: [] })).toBe('No product matches “zebra”.')
    const one = kfc.products.slice(0, 1)
    expect(matchesStatus({ query: 'x', total: 1, products: one })).toBe('1 product matches.')
    expect(matchesStatus({ query: 'x', total: 200, products: kfc.products.slice(0, 8) })).toBe(
      '200 products match; the first 8 are listed. Type more to narrow them.',
    )
  })

  it('moves through the options with the arrow keys, stopping at the ends', () => {
    expect(activeAfter('ArrowDown', -1, 3)).toBe(0)
    expect(activeAfter('ArrowDown', 1, 3)).toBe(2)
    expect(activeAfter('ArrowDown', 2, 3)).toBe(2)
    expect(activeAfter('ArrowUp', 2, 3)).toBe(1)
    expect(activeAfter('ArrowUp', 0, 3)).toBe(0)
    expect(activeAfter('ArrowDown', -1, 0)).toBeUndefined()
    expect(activeAfter('Home', 1, 3)).toBeUndefined()
  })

  it('leaves the forms’ checks to accept a product picked from a catalog they do not carry, and only one', () => {
    const review = { product: 'lemonade-200', rating: 4, title: 'Fresh', body: 'Tart and cold, as it should be.' }
    expect(validateReview(review, undefined)).toEqual({})
    expect(validateReview({ ...review, product: '' }, undefined).product).toBe('Choose what you are reviewing.')
    // Carried, the list still decides.
    expect(validateReview(review, ['lemonade']).product).toBe('Choose what you are reviewing.')

    const inquiry = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      program: 'Lemonade No. 200',
      startTerm: 'Fall 2027',
      message: '',
    }
    expect(validateEnquiry(inquiry, undefined, ['Fall 2027'])).toEqual({})
    expect(validateEnquiry({ ...inquiry, program: '' }, undefined, ['Fall 2027']).program).toBe(
      'Choose the program you are interested in.',
    )

    const topics = [{ label: 'An order', aboutProduct: true as const }, { label: 'Something else' }]
    const request = {
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'An order',
      product: 'Lemonade No. 200',
      message: 'x'.repeat(30),
    }
    expect(requestAbout(request, topics, null).product).toBe('Lemonade No. 200')
    expect(validateServiceRequest(requestAbout(request, topics, null), topics, null).product).toBeUndefined()
    expect(validateServiceRequest(request, topics, ['Lemonade']).product).toBe(
      'Choose a product from the list, or leave it empty.',
    )
  })
})
