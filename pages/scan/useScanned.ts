// What the scan page imports when the browser is idle, or when the visitor first needs it: the barcode lookup
// (barcodeLookup.ts) and the list of items scanned so far (ScannedItems.tsx), so that its first load carries
// neither.
import { onDemand, useOnDemand, usePrefetchWhenIdle } from '../../components/forms/index.ts'
import type { Lookup } from './barcode.ts'

const lookups = onDemand(() => import('./barcodeLookup.ts'), 'the barcode lookup')
const scannedItems = onDemand(() => import('./ScannedItems.tsx'), 'the items scanned')

/** The product of a typed or read code, or the error to show (offline too). */
export function findBarcode(prefix: string, input: string): Promise<Lookup> {
  return lookups
    .load()
    .then((m) => m.findBarcode(prefix, input))
    .catch(() => ({ error: 'The item could not be looked up. Check your connection and try again.' }))
}

/** The list of items scanned, once it has arrived (wanted while the cart has lines); the lookup is fetched when idle. */
export function useScannedItems(wanted: boolean) {
  usePrefetchWhenIdle(lookups)
  return useOnDemand(scannedItems, wanted).loaded?.default
}
