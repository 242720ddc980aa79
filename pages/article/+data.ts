import type { Article, Product } from '../../brand/brandSchema.ts'
import { type CommerceData, commerceData } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'
import { featuredProducts } from '../../renderer/server/featuredProducts.ts'

export interface Data {
  article: Article
  products: Product[]
  links: CommerceData['links']
}

export const data = definePageData(
  (ctx): Data => {
    const { products, links } = commerceData(ctx)
    const article = ctx.brand?.articles.find((a) => a.slug === ctx.route.slug)
    if (!article) throw new Error(`No article "${ctx.route.slug}" for ${ctx.route.path}`)
    return { article, products: featuredProducts(products, article.productSlugs), links }
  },
  (_ctx, page) => ({ heading: page.article.title, intro: page.article.intro }),
)
