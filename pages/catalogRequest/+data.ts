import { definePageData } from '../../components/page/build/pageData.ts'

export interface Data {
  /** The brand's product categories, in catalog order: what a visitor may say they are interested in. */
  interests: string[]
}

export const data = definePageData(
  ({ brand }): Data => ({
    interests: [...new Set((brand?.products ?? []).map((p) => p.category))],
  }),
)
