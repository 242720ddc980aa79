// A typed or read code → the product on the shelf, from the brand's barcode index (barcodeIndex.ts) and the product's
// own file: what a scan fetches, whatever the size of the catalog. Loaded on demand (useScanned.ts), with the product
// files the list of items scanned so far is drawn from, so the page's first load carries neither.
import { fetchBuildDataFile, productsOf } from '../../components/shop/index.ts'
import { barcodeDigits, gtin, type Lookup, notInStore } from './barcode.ts'
import { type BarcodeFile, barcodeFile } from './barcodeIndex.ts'

export { productsOf }

/** The product of the code, or the error to show; rejects when the index or the product could not be fetched. */
export async function findBarcode(prefix: string, input: string): Promise<Lookup> {
  const digits = barcodeDigits(input)
  if ('error' in digits) return digits
  const wanted = gtin(digits.code)
  const file = (await fetchBuildDataFile(barcodeFile(prefix, wanted))) as BarcodeFile | undefined
  const slug = file?.[wanted]
  const product = slug ? (await productsOf(prefix, [{ slug }])).products[0] : undefined
  return product ? { product, code: digits.code } : { error: notInStore(digits.code) }
}
