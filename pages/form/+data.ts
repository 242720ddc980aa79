import { definePageData } from '../../components/page/build/pageData.ts'

export interface Data {
  /** The brand's catalog as programs of interest: product names, in catalog order. */
  programs: string[]
}

export const data = definePageData(
  ({ brand }): Data => ({
    programs: [...new Set((brand?.products ?? []).map((p) => p.name))],
  }),
)
