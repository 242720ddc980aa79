import { type CommerceData, commerceData, definePageData, featuredProducts } from '../../components/page/build/pageData.ts'
import type { LandingPage } from '../../components/page/index.ts'

// `products`: the ones the landing page features.
export interface Data extends CommerceData {
  landing: LandingPage
}

export const data = definePageData(
  (ctx): Data => {
    const { products, links, fulfilment } = commerceData(ctx)
    const landing = ctx.brand?.landingPages.find((l) => l.slug === ctx.route.slug)
    if (!landing) throw new Error(`No landing page "${ctx.route.slug}" for ${ctx.route.path}`)
    return { landing, products: featuredProducts(products, landing.productSlugs), links, fulfilment }
  },
  (_ctx, page) => ({ heading: page.landing.title, intro: page.landing.intro }),
)
