import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import type { Product } from '../../components/page/index.ts'

export interface Data extends Omit<CommerceData, 'products'> {
  product: Product
  related: Product[]
}

export const data = definePageData(
  (ctx): Data => {
    const { products, links, fulfilment } = commerceData(ctx)
    const product = products.find((p) => p.slug === ctx.route.slug)
    if (!product) throw new Error(`No product "${ctx.route.slug}" for ${ctx.route.path}`)
    const related = products.filter((p) => p.category === product.category && p.slug !== product.slug).slice(0, 3)
    return { product, related, links, fulfilment }
  },
  (_ctx, page) => ({ heading: page.product.name, intro: page.product.description }),
)
