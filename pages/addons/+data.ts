import { type CommerceData, commerceData, definePageData, isAddOnCategory } from '../../components/page/build/pageData.ts'
import { listingPageSize } from '../../routing/listingPages.ts'

/** Add-ons are the brand's products in an "Add-ons" category (or all products when it has none). */
export type Data = CommerceData & {
  /** How many add-ons there are when they are more than the page shows: the rest are in the catalog. */
  total?: number
}

export const data = definePageData((ctx): Data => {
  const { products, ...rest } = commerceData(ctx)
  const addons = products.filter((p) => isAddOnCategory(p.category))
  const offered = addons.length > 0 ? addons : products
  // A long list (a brand without an "Add-ons" category offers its whole catalog) shows one listing page's worth, the
  // catalog's own first page, and links the catalog, which pages and searches the rest: the page weighs the same
  // whatever the catalog's size, and nothing on it is out of reach.
  if (offered.length <= listingPageSize) return { products: offered, ...rest }
  return { products: offered.slice(0, listingPageSize), total: offered.length, ...rest }
})
