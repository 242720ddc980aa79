// The features' own lookup files, written with the search index (searchIndexes.ts) from the brand data alone: the
// food finder's match of each finished quiz (pages/foodfinder/matchIndex.ts) for a brand with a result page, and the
// scan page's barcodes (pages/scan/barcodeIndex.ts) for a brand with Scan & Go. Each page then fetches only what it
// shows, never the catalog.
import type { Brand } from '../../brand/brandSchema.ts'
import { matchFiles } from '../../pages/foodfinder/matchIndex.ts'
import { barcodeFiles } from '../../pages/scan/barcodeIndex.ts'

/** Every lookup file of these brands: its path in the deployable and its content. */
export function* lookupIndexes(brands: readonly Brand[]): Generator<[string, unknown]> {
  for (const { prefix, pages, products } of brands) {
    if (pages.includes('foodfinder/result') || pages.includes('foodfinder/saveResult')) yield* matchFiles(prefix, products)
    if (pages.includes('scan')) yield* barcodeFiles(prefix, products)
  }
}
