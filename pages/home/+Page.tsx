// The brand home page.

import { type PageProps, ProductArt, withBase } from '../../components/page/index.ts'
import { ProductGrid } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'

export default function HomePage({ payload }: PageProps<Data>) {
  const { page, brand } = payload
  if (!brand) return null
  // Brands without a catalog page sell from the range below; the others send shoppers to their catalog.
  const start = page.catalogHref
    ? withBase(page.catalogHref)
    : page.products.length > 0
      ? '#range'
      : page.offers[0] && withBase(page.offers[0].href)
  return (
    <>
      <section className="hero">
        <div>
          <p>{brand.industry}</p>
          <h1>{payload.heading}</h1>
          <p>{payload.intro}</p>
          {start && (
            <a className="button" href={start}>
              {page.startLabel}
            </a>
          )}
        </div>
        <ProductArt art={page.hero} label={brand.name} size="hero" />
      </section>
      {page.products.length > 0 && (
        <section id="range" aria-labelledby="catalog-heading">
          <h2 id="catalog-heading">{page.catalogHref ? 'Featured' : 'Our range'}</h2>
          <ProductGrid products={page.products} links={page.links} fulfilment={page.fulfilment} payload={payload} />
          {page.nextHref && (
            <nav className="link-line" aria-label="Pages">
              <a href={withBase(page.nextHref)} rel="next">
                More of our range
              </a>
            </nav>
          )}
          {page.catalogHref && (
            <p className="link-line">
              <a href={withBase(page.catalogHref)}>See everything</a>
            </p>
          )}
        </section>
      )}
      {page.offers.length > 0 && (
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="section-title">
            {brand.industry.toLowerCase().includes('resort') || page.offers.some((o) => o.href.includes('/resorts'))
              ? 'Destinations'
              : 'Offers'}
          </h2>
          <ul className="product-grid">
            {page.offers.map((offer) => (
              <li key={offer.href + offer.title} className="product-card">
                <ProductArt art={offer.art} label={offer.title} />
                <h3>
                  <a href={withBase(offer.href)}>{offer.title}</a>
                </h3>
                <p>{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading" className="section-title">
          Explore {brand.name}
        </h2>
        <ul className="link-list">
          {page.pages.map((link) => (
            <li key={link.href}>
              <a href={withBase(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
