// An editorial article with the products it recommends, and the brand's other articles.

import { FeatureIntro, type PageProps, withBase } from '../../components/page/index.ts'
import { ProductGrid } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'

export default function ArticlePage({ payload }: PageProps<Data>) {
  const { article, products, links, others } = payload.page
  return (
    <article>
      <FeatureIntro payload={payload} />
      <div className="article-body">
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {products.length > 0 && (
        <section aria-labelledby="recommended-heading">
          <h2 id="recommended-heading" className="section-title">
            Recommended
          </h2>
          <ProductGrid products={products} links={links} fulfilment={payload.page.fulfilment} payload={payload} />
        </section>
      )}
      {others.length > 0 && (
        <nav aria-labelledby="more-articles-heading">
          <h2 id="more-articles-heading" className="section-title">
            More articles
          </h2>
          <ul className="link-list">
            {others.map((o) => (
              <li key={o.href}>
                <a href={withBase(o.href)}>{o.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  )
}
