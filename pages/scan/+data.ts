// The scan page's data: where the cart is, and a few shelf codes a demo can type. None of the catalog: a scan looks
// its code up in the brand's barcode index (barcodeLookup.ts), and the items scanned so far are drawn from their own
// files, so the page weighs the same for a corner shop and a superstore.
import { commerceData, definePageData, type ShopLinks } from '../../components/page/build/pageData.ts'

/** Shelf codes the page lists: enough to try a scan without a product in hand. */
const shelfSample = 12

export interface ShelfItem {
  name: string
  barcode: string
}

export interface Data {
  links: ShopLinks
  /** The first products with a barcode, in catalog order. */
  shelf: ShelfItem[]
  /** How many products have a barcode: the shelf list says when it shows only some. */
  shelfTotal: number
}

export const data = definePageData((ctx): Data => {
  const { products, links } = commerceData(ctx)
  const coded = products.filter((p) => p.barcode !== undefined)
  return {
    links,
    shelf: coded.slice(0, shelfSample).map((p) => ({ name: p.name, barcode: p.barcode as string })),
    shelfTotal: coded.length,
  }
})
