import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'

// No catalog: the item (?item=<slug>) is fetched on its own (useLineProducts), so the page weighs the same whatever
// the catalog's size; the range to pick from is the catalog page's.
export type Data = Omit<CommerceData, 'products'>

export const data = definePageData((ctx): Data => {
  const { products: _products, ...frame } = commerceData(ctx)
  return frame
})
