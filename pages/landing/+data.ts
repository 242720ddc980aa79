import type { LandingPage, Product } from '../../brand/brandSchema.ts'
import { type CommerceData, commerceData } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'
import { featuredProducts } from '../../renderer/server/featuredProducts.ts'

export interface Data {
  landing: LandingPage
  products: Product[]
  links: CommerceData['links']
}

export const data = definePageData(
  (ctx): Data => {
    const { products, links } = commerceData(ctx)
    const landing = ctx.brand?.landingPages.find((l) => l.slug === ctx.route.slug)
    if (!landing) throw new Error(`No landing page "${ctx.route.slug}" for ${ctx.route.path}`)
    return { landing, products: featuredProducts(products, landing.productSlugs), links }
  },
  (_ctx, page) => ({ heading: page.landing.title, intro: page.landing.intro }),
)
