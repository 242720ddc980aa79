// The features' own lookup files, written with the catalogs' other files (catalogFiles.ts) from the brand data alone: the
// food finder's match of each finished quiz (pages/foodfinder/matchIndex.ts) for a brand with a result page, and the
// scan page's barcodes (pages/scan/barcodeIndex.ts) for a brand with Scan & Go. Each page then fetches only what it
// shows, never the catalog. The dev server answers the same files (lookupFileAt), so both pages work in `npm run dev`.
import type { Brand } from '../../brand/brandSchema.ts'
import { matchFiles } from '../../pages/foodfinder/matchIndex.ts'
import { barcodeFiles } from '../../pages/scan/barcodeIndex.ts'
import type { DataFileWriter } from '../lib/productFiles.ts'
import { jsonFileWriter } from './searchIndexes.ts'

/** Every lookup file of these brands: its path in the deployable and its content. */
export function* lookupIndexes(brands: readonly Brand[]): Generator<[string, unknown]> {
  for (const { prefix, pages, products } of brands) {
    if (pages.includes('foodfinder/result') || pages.includes('foodfinder/saveResult')) yield* matchFiles(prefix, products)
    if (pages.includes('scan')) yield* barcodeFiles(prefix, products)
  }
}

/** Writes every lookup file of these brands into `deployable` (with `put`: a rebuild leaves out the unchanged). */
export function writeLookupIndexes(deployable: string, brands: readonly Brand[], put?: DataFileWriter): void {
  const write = jsonFileWriter(deployable, put)
  for (const [file, content] of lookupIndexes(brands)) write(file, content)
}

/** The body of the lookup file at `path` (below the base), or undefined when a build would not write one. */
export function lookupFileAt(path: string, brands: readonly Brand[]): string | undefined {
  const prefix = /^([^/]+)\/_(?:foodfinder|barcodes)\/[^/]+\.json$/.exec(path)?.[1]
  const brand = prefix === undefined ? undefined : brands.find((b) => b.prefix === prefix)
  if (!brand) return undefined
  for (const [file, content] of lookupIndexes([brand])) if (file === path) return JSON.stringify(content)
  return undefined
}
