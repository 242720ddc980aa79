import { definePageData } from '../../components/page/build/pageData.ts'
import type { Resort } from '../../components/page/index.ts'

export interface Data {
  resort: Resort
  others: { name: string; href: string }[]
}

export const data = definePageData(
  ({ brand, route }): Data => {
    const resort = brand?.resorts.find((r) => r.slug === route.slug)
    if (!brand || !resort) throw new Error(`No resort "${route.slug}" for ${route.path}`)
    const others = brand.resorts
      .filter((r) => r !== resort)
      .map((r) => ({ name: r.name, href: `/${brand.prefix}/resorts/${r.slug}` }))
    return { resort, others }
  },
  (_ctx, page) => ({ heading: page.resort.name, intro: page.resort.description }),
)
