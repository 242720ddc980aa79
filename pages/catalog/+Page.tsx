// The catalog: every product, filtered by category and searched by name or description as the visitor types.
import { useId, useState } from 'react'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { ProductGrid } from '../../components/shop/ProductGrid.tsx'
import type { CommerceData } from '../../renderer/server/commerceData.ts'
import type { PageProps } from '../../renderer/types.ts'

export default function CatalogPage({ payload }: PageProps<CommerceData>) {
  const { products, links } = payload.page
  const [category, setCategory] = useState('')
  const [query, setQuery] = useState('')
  const id = useId()
  const categories = [...new Set(products.map((p) => p.category))]
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
        <ProductGrid products={shown} currency={payload.brand?.currency ?? 'USD'} links={links} scope={payload.route.scope} />
      ) : (
        <p className="notice">Nothing matches “{query}”. Try another word or category.</p>
      )}
    </>
  )
}
