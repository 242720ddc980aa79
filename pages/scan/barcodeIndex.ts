// The scan page's barcode index: each code's product slug, in files split by the code's last three digits (which,
// unlike its first, are spread evenly: a brand's codes share their company prefix), so a scan fetches one file of
// about 50 codes at 50,000 products, then the product's own file (lib/productDataPath.ts). Written by the build
// (scripts/pipeline/lookupIndexes.ts), read by barcodeLookup.ts.
import type { Product } from '../../components/page/index.ts'
import { gtin } from './barcode.ts'

/** A file's codes, as GTIN-14, → the slug of the product with that code (the first in catalog order, as lookupBarcode). */
export type BarcodeFile = Record<string, string>

/** The file below the base that holds this GTIN-14, if any product has it: `NCR/_barcodes/279.json`. */
export const barcodeFile = (prefix: string, gtin14: string) => `${prefix}/_barcodes/${gtin14.slice(-3)}.json`

/** The brand's barcode files, by path. */
export function barcodeFiles(prefix: string, products: readonly Product[]): Map<string, BarcodeFile> {
  const files = new Map<string, BarcodeFile>()
  for (const { barcode, slug } of products) {
    if (barcode === undefined) continue
    const code = gtin(barcode)
    const path = barcodeFile(prefix, code)
    const file = files.get(path) ?? {}
    files.set(path, file)
    file[code] ??= slug
  }
  return files
}
