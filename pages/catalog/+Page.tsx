// The catalog: its products, filtered by category and searched by name or description as the visitor types. A
// catalog longer than one listing page shows one page of it (+data.ts) with links to its categories' listings and
// to its other pages (markup made at build time: listingLinks.tsx); its search box searches the whole catalog
// through the brand’s static index (components/shop/catalogSearch.ts), its results shown in place of the listing.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FeatureIntro, type PageProps, track } from '../../components/page/index.ts'
import { type Found, ProductGrid, productProperties, searchCatalog, useShop } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import './listing.css'

const searchReportDelayMs = 600

export default function CatalogPage({ payload }: PageProps<Data>) {
  const { products, links, listing } = payload.page
  // A one-page catalog filters in place; a paged one links each category's listing.
  const [filter, setFilter] = useState('')
  const category = listing?.category ?? filter
  const [query, setQuery] = useState('')
  const id = useId()
  const categories = [...new Set(products.map((p) => p.category))]
  const listed = useMemo(() => (filter ? products.filter((p) => p.category === filter) : products), [products, filter])
  const position = listing?.position ?? 1
  const shop = useShop(payload)
  useEffect(() => {
    track('Product List Viewed', {
      list_id: listing?.catalog ?? payload.route.path,
      category: category || undefined,
      products: listed.map((p, i) => ({ ...productProperties(p, shop), position: position + i })),
    })
  }, [payload.route.path, listing, category, listed, position, shop])
  // Searches are reported once the visitor pauses typing, not per keystroke, or when they leave the page first.
  const pendingSearch = useRef('')
  const reportSearch = useCallback(() => {
    if (pendingSearch.current) track('Products Searched', { query: pendingSearch.current })
    pendingSearch.current = ''
  }, [])
  useEffect(() => {
    pendingSearch.current = query.trim()
    const timer = setTimeout(reportSearch, searchReportDelayMs)
    return () => clearTimeout(timer)
  }, [query, reportSearch])
  useEffect(() => reportSearch, [reportSearch])
  // A link or button pressed (a product chosen, "Show more results") is the visitor acting on what they searched: the
  // search is reported first, so that the events tell it in the order it happened, not after Product Clicked.
  useEffect(() => {
    const beforeAction = (event: MouseEvent) => (event.target as Element).closest?.('a, button') && reportSearch()
    document.addEventListener('click', beforeAction, true)
    return () => document.removeEventListener('click', beforeAction, true)
  }, [reportSearch])
  const q = query.trim()
  // A paged catalog searches the whole catalog through the brand's index; a one-page one, the products it holds.
  const [found, setFound] = useState<Found | Error>()
  useEffect(() => {
    // A slower answer to an earlier query must not replace a later one's.
    let current = true
    const show = (now: Found | Error | undefined) => current && setFound(now)
    searchCatalog(q, listing && payload.brand?.prefix, listed).then(show, show)
    return () => {
      current = false
    }
  }, [q, listing, payload.brand, listed])
  const results = found instanceof Error ? undefined : found
  const more = results?.more
  const shown = results?.products ?? listed
  const status = !found
    ? (listing?.range ?? `${listed.length} of ${products.length} items`)
    : (results?.status ?? 'The search could not load. Try again.')
  return (
    <>
      <FeatureIntro payload={payload} />
      <search className="filters">
        {listing ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the links, made at build time
          <nav className="categories" aria-label="Categories" dangerouslySetInnerHTML={{ __html: listing.categories }} />
        ) : (
          <div className="field">
            <label htmlFor={`${id}-category`}>Category</label>
            <select id={`${id}-category`} value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-search`}>Search</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <p role="status">{status}</p>
      </search>
      {shown.length > 0 ? (
        <>
          <ProductGrid
            products={shown}
            links={links}
            fulfilment={payload.page.fulfilment}
            payload={payload}
            firstPosition={results ? 1 : position}
          />
          {more && (
            <button
              type="button"
              className="button show-more"
              onClick={() => more().then((next) => setFound((now) => (now === results ? next : now)))}
            >
              Show more results
            </button>
          )}
        </>
      ) : (
        <p className="notice">{results?.notice}</p>
      )}
      {listing?.pager && !found && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the links, made at build time
        <nav className="pager" aria-label="Pages" dangerouslySetInnerHTML={{ __html: listing.pager }} />
      )}
    </>
  )
}
