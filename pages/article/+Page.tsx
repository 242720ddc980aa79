// An editorial article with the products it recommends.

import type { PageProps } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { ProductGrid } from '../../components/shop/ProductGrid.tsx'
import type { Data } from './+data.ts'

export default function ArticlePage({ payload }: PageProps<Data>) {
  const { article, products, links } = payload.page
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
          <ProductGrid products={products} links={links} payload={payload} />
        </section>
      )}
    </article>
  )
}
