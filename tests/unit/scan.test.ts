import { describe, expect, it } from 'vitest'
import type { Product } from '../../brand/brandSchema.ts'
import { cameraErrorMessage, gtin, lookupBarcode } from '../../pages/scan/barcode.ts'
import { barcodeFile, barcodeFiles } from '../../pages/scan/barcodeIndex.ts'

const product = (slug: string, barcode?: string): Product => ({
  slug,
  name: slug,
  category: 'c',
  price: 1,
  description: 'd',
  art: { color: '#000000', parts: [{ d: 'M0 0', fill: '#000000' }] },
  ...(barcode ? { barcode } : {}),
})

const products = [product('apples', '033383200279'), product('pasta', '8076809510134'), product('loose')]

describe('barcode lookup', () => {
  it('finds the product whatever the GTIN length it was read or typed as', () => {
    expect(gtin('033383200279')).toBe('00033383200279')
    for (const code of ['033383200279', '0033383200279', '00033383200279', '0333 8320 0279']) {
      expect(lookupBarcode(products, code)).toMatchObject({ product: { slug: 'apples' } })
    }
    expect(lookupBarcode(products, '8076809510134')).toMatchObject({ product: { slug: 'pasta' } })
  })

  it('explains what to enter, and which codes are not in the store', () => {
    expect(lookupBarcode(products, '123')).toEqual({ error: 'Enter the 8 to 14 digits printed under the barcode.' })
    expect(lookupBarcode(products, 'abcdefghij')).toEqual({ error: 'Enter the 8 to 14 digits printed under the barcode.' })
    expect(lookupBarcode(products, '4006381333931')).toEqual({ error: 'No item in this store has the code 4006381333931.' })
  })
})

describe('barcode index', () => {
  /** What a scan finds through the index: the slug the code's file holds for it. */
  const indexed = (files: ReturnType<typeof barcodeFiles>, code: string) =>
    files.get(barcodeFile('NCR', gtin(code)))?.[gtin(code)]

  it('finds each code’s product as the lookup in the whole catalog does, the first of two with one code', () => {
    const files = barcodeFiles('NCR', [...products, product('apples-again', '0033383200279')])
    for (const code of ['033383200279', '0033383200279', '8076809510134']) {
      const found = lookupBarcode(products, code)
      expect(indexed(files, code)).toBe('product' in found ? found.product.slug : 'missing')
    }
    expect(indexed(files, '4006381333931')).toBeUndefined()
    expect([...files.values()].flatMap((file) => Object.values(file)).sort()).toEqual(['apples', 'pasta'])
  })

  it('keeps a scan’s file to about 50 codes at 50,000 products', () => {
    const many = Array.from({ length: 50_000 }, (_, n) => product(`item-${n}`, String(4_000_000_000_000 + n * 37)))
    const files = barcodeFiles('NCR', many)
    expect(Math.max(...[...files.values()].map((file) => Object.keys(file).length))).toBeLessThanOrEqual(60)
    expect(indexed(files, String(4_000_000_000_000 + 49_999 * 37))).toBe('item-49999')
  })
})

describe('camera errors', () => {
  it('say what happened and that typing still works', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotAllowedError'))).toMatch(/blocked.*type the barcode/)
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toMatch(/No camera was found/)
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toMatch(/busy/)
    expect(cameraErrorMessage('weird')).toBe('The camera could not be started. Type the barcode below instead.')
  })
})
