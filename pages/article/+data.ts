import {
  articlePagePrefix,
  type CommerceData,
  commerceData,
  definePageData,
  featuredProducts,
} from '../../components/page/build/pageData.ts'
import type { Article } from '../../components/page/index.ts'

// `products`: the ones the article recommends.
export interface Data extends CommerceData {
  article: Article
  /** The brand's other articles, so a reader can go on to them. */
  others: { title: string; href: string }[]
}

export const data = definePageData(
  (ctx): Data => {
    const { products, links, fulfilment } = commerceData(ctx)
    const { brand } = ctx
    const article = brand?.articles.find((a) => a.slug === ctx.route.slug)
    if (!brand || !article) throw new Error(`No article "${ctx.route.slug}" for ${ctx.route.path}`)
    const page = (a: Article) => `${articlePagePrefix}${a.slug}`
    const others = brand.articles
      .filter((a) => a !== article && brand.pages.includes(page(a)))
      .map((a) => ({ title: a.title, href: `/${brand.prefix}/${page(a)}` }))
    return { article, products: featuredProducts(products, article.productSlugs), links, fulfilment, others }
  },
  (_ctx, page) => ({ heading: page.article.title, intro: page.article.intro }),
)
