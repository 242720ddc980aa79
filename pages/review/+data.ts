import type { PickerSearch } from '../../components/forms/index.ts'
import { definePageData } from '../../components/page/build/pageData.ts'
import { searchedByIndex } from '../../routing/listingPages.ts'

export interface Data {
  /** What can be reviewed: the brand's catalog (products or programs), id = slug. */
  products: { id: string; name: string }[]
  /** The catalog is longer than one listing page: not carried (empty `products`), the field searches the brand's index. */
  search?: PickerSearch
}

export const data = definePageData(({ brand }): Data => {
  const products = brand?.products ?? []
  if (brand && searchedByIndex(products.length)) return { products: [], search: { prefix: brand.prefix, valueKey: 'slug' } }
  return { products: products.map((p) => ({ id: p.slug, name: p.name })) }
})
