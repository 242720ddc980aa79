import type { PickerSearch } from '../../components/forms/index.ts'
import { definePageData } from '../../components/page/build/pageData.ts'
import { searchedByIndex } from '../../routing/listingPages.ts'

export interface Data {
  /** The brand's catalog as programs of interest: product names, in catalog order. */
  programs: string[]
  /** The catalog is longer than one listing page: not carried (empty `programs`), the field searches the brand's index. */
  search?: PickerSearch
}

export const data = definePageData(({ brand }): Data => {
  const programs = [...new Set((brand?.products ?? []).map((p) => p.name))]
  return brand && searchedByIndex(programs.length)
    ? { programs: [], search: { prefix: brand.prefix, valueKey: 'name' } }
    : { programs }
})
