// The catalog: its products, filtered by category and searched by name or description as the visitor types. A
// catalog longer than one listing page shows one page of it (+data.ts); its pager and the category filter then lead
// to the other prerendered pages, and the search box searches the page shown.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FeatureIntro, goTo, type PageProps, track } from '../../components/page/index.ts'
import { ProductGrid, productProperties, useShop } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { Pager } from './Pager.tsx'

const searchReportDelayMs = 600

export default function CatalogPage({ payload }: PageProps<Data>) {
  const { products, links, listing } = payload.page
  // A one-page catalog filters in place; a paged one has a listing page per category.
  const [filter, setFilter] = useState('')
  const category = listing ? (listing.category ?? '') : filter
  const [query, setQuery] = useState('')
  const id = useId()
  const categories = listing ? listing.categories.map((c) => c.name) : [...new Set(products.map((p) => p.category))]
  const listed = useMemo(
    () => (listing || !category ? products : products.filter((p) => p.category === category)),
    [products, listing, category],
  )
  const firstPosition = listing?.position ?? 1
  const shop = useShop(payload)
  useEffect(() => {
    track('Product List Viewed', {
      list_id: listing?.catalog ?? payload.route.path,
      category: category || undefined,
      products: listed.map((p, i) => ({ ...productProperties(p, shop), position: firstPosition + i })),
    })
  }, [payload.route.path, listing, category, listed, firstPosition, shop])
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
  const choose = (value: string) => {
    if (!listing) return setFilter(value)
    goTo(listing.categories.find((c) => c.name === value)?.href ?? listing.catalog)
  }
  const q = query.trim().toLowerCase()
  const shown = listed.filter((p) => !q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
  const count = (n: number) => n.toLocaleString(shop.locale)
  const range =
    listing && `items ${count(firstPosition)}–${count(firstPosition + products.length - 1)} of ${count(listing.total)}`
  return (
    <>
      <FeatureIntro payload={payload} />
      <search className="filters">
        <div className="field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(e) => choose(e.target.value)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>{listing ? 'Search this page' : 'Search'}</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <p role="status">
          {!range
            ? `${shown.length} of ${products.length} items`
            : q
              ? `${shown.length} of ${range}`
              : `${range[0]?.toUpperCase()}${range.slice(1)}`}
        </p>
      </search>
      {shown.length > 0 ? (
        <ProductGrid
          products={shown}
          links={links}
          fulfilment={payload.page.fulfilment}
          payload={payload}
          firstPosition={firstPosition}
        />
      ) : (
        <p className="notice">
          Nothing {listing ? 'on this page ' : ''}matches “{query}”. Try another word{listing ? ', page' : ''} or category.
        </p>
      )}
      {listing && <Pager listing={listing} />}
    </>
  )
}
