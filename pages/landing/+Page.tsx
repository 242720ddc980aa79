// A campaign landing page from brand data (catch-all shop/landing/…).

import { type PageProps, ProductArt, withBase } from '../../components/page/index.ts'
import { ProductGrid } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'

export default function LandingPage({ payload }: PageProps<Data>) {
  const { landing, products, links } = payload.page
  return (
    <>
      <section className="hero">
        <div>
          <h1>{payload.heading}</h1>
          <p>{payload.intro}</p>
          <a className="button" href={withBase(links.catalog)}>
            {landing.cta}
          </a>
        </div>
        <ProductArt art={landing.art} label={landing.title} />
      </section>
      <div className="article-body">
        {landing.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ProductGrid products={products} links={links} fulfilment={payload.page.fulfilment} payload={payload} />
    </>
  )
}
