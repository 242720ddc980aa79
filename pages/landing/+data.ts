import { type CommerceData, commerceData, definePageData, featuredProducts } from '../../components/page/build/pageData.ts'
import type { LandingPage, Product } from '../../components/page/index.ts'

export interface Data {
  landing: LandingPage
  products: Product[]
  links: CommerceData['links']
  fulfilment: CommerceData['fulfilment']
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
