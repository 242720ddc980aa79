// Barcodes typed or read by the camera → the product on the shelf. Codes are compared as GTIN-14 (zero-padded),
// so a UPC-A "033383200279" matches the same item read as EAN-13 "0033383200279".
import type { Product } from '../../components/page/index.ts'

/** What the camera looks for: the codes printed on grocery packs and shelf tags. */
export const scanFormats = ['ean_13', 'upc_a'] as const

/** How often the camera picture is checked for a barcode. */
export const scanIntervalMs = 300

export function gtin(code: string): string {
  return code.padStart(14, '0')
}

export type Lookup = { product: Product; code: string } | { error: string }

/** The digits of a typed or read code (spaces and hyphens dropped), or the error saying what to enter. */
export function barcodeDigits(input: string): { code: string } | { error: string } {
  const code = input.replace(/[\s-]/g, '')
  return /^\d{8,14}$/.test(code) ? { code } : { error: 'Enter the 8 to 14 digits printed under the barcode.' }
}

export const notInStore = (code: string) => `No item in this store has the code ${code}.`

/** The product of a code among these products (the first with it), or the error to show. */
export function lookupBarcode(products: readonly Product[], input: string): Lookup {
  const digits = barcodeDigits(input)
  if ('error' in digits) return digits
  const wanted = gtin(digits.code)
  const product = products.find((p) => p.barcode !== undefined && gtin(p.barcode) === wanted)
  return product ? { product, code: digits.code } : { error: notInStore(digits.code) }
}

/** A camera that cannot be used → what the visitor can do about it (typing the code always works). */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'Camera access is blocked. Allow the camera for this site in your browser settings, or type the barcode below.'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Type the barcode below instead.'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'The camera is busy in another app. Close that app and try again, or type the barcode below.'
    default:
      return 'The camera could not be started. Type the barcode below instead.'
  }
}
