// The catalog: every product, filtered by category and searched by name or description as the visitor types.
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { FeatureIntro, type PageProps, track } from '../../components/page/index.ts'
import { ProductGrid, productProperties, useShop } from '../../components/shop/index.ts'

const searchReportDelayMs = 600

import type { Data } from './+data.ts'

export default function CatalogPage({ payload }: PageProps<Data>) {
  const { products, links } = payload.page
  const [category, setCategory] = useState('')
  const [query, setQuery] = useState('')
  const id = useId()
  const categories = [...new Set(products.map((p) => p.category))]
  const shop = useShop(payload)
  useEffect(() => {
    track('Product List Viewed', {
      list_id: payload.route.path,
      category: category || undefined,
      products: products.map((p, i) => ({ ...productProperties(p, shop), position: i + 1 })),
    })
  }, [payload.route.path, category, products, shop])
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
  const q = query.trim().toLowerCase()
  const shown = products.filter(
    (p) =>
      (!category || p.category === category) &&
      (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
  )
  return (
    <>
      <FeatureIntro payload={payload} />
      <search className="filters">
        <div className="field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>Search</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <p role="status">
          {shown.length} of {products.length} items
        </p>
      </search>
      {shown.length > 0 ? (
        <ProductGrid products={shown} links={links} fulfilment={payload.page.fulfilment} payload={payload} />
      ) : (
        <p className="notice">Nothing matches “{query}”. Try another word or category.</p>
      )}
    </>
  )
}
