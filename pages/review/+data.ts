import { definePageData } from '../../components/page/build/pageData.ts'

export interface Data {
  /** What can be reviewed: the brand's catalog (products or programs), id = slug. */
  products: { id: string; name: string }[]
}

export const data = definePageData(
  ({ brand }): Data => ({
    products: (brand?.products ?? []).map((p) => ({ id: p.slug, name: p.name })),
  }),
)
