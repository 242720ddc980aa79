// The chrome a shared layout draws its pages in, replacing the brand's: layouts/<name>/chrome.ts, where a layout has
// one. It travels in the page's payload, so the layout itself needs no code beyond the shared frame.
import type { Chrome } from '../../brand/chrome.ts'

const chromes = import.meta.glob<Chrome>('/layouts/*/chrome.ts', { eager: true, import: 'chrome' })

export function layoutChrome(layout: string): Chrome | undefined {
  return chromes[`/layouts/${layout}/chrome.ts`]
}
