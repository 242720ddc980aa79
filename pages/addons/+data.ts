import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'

/** Add-ons are the brand's products in an "Add-ons" category (or all products when it has none). */
export type Data = CommerceData

export const data = definePageData((ctx) => {
  const { products, ...rest } = commerceData(ctx)
  const addons = products.filter((p) => /add-?ons?/i.test(p.category))
  return { products: addons.length > 0 ? addons : products, ...rest }
})
