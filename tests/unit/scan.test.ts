import { describe, expect, it } from 'vitest'
import type { Product } from '../../brand/brandSchema.ts'
import { cameraErrorMessage, gtin, lookupBarcode } from '../../pages/scan/barcode.ts'

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

describe('camera errors', () => {
  it('say what happened and that typing still works', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotAllowedError'))).toMatch(/blocked.*type the barcode/)
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toMatch(/No camera was found/)
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toMatch(/busy/)
    expect(cameraErrorMessage('weird')).toBe('The camera could not be started. Type the barcode below instead.')
  })
})
