// The products an assistant answer recommends: small cards with name, price and a link to choose the product.
import { track, withBase } from '../../components/page/index.ts'
import { type AssistantLinks, type AssistantProduct, productHref } from './knowledge.ts'
import { priceLabel } from './productPrice.ts'

export function RecommendedProducts({
  products,
  links,
  currency,
  brand,
  listId,
}: {
  products: readonly AssistantProduct[]
  links: AssistantLinks
  currency: string
  brand: string | undefined
  listId: string
}) {
  if (products.length === 0) return null
  return (
    <ul className="assistant-products" aria-label="Recommended">
      {products.map((p, i) => {
        const label = priceLabel(p, currency)
        return (
          <li key={p.slug} className="assistant-product">
            <span className="assistant-product-name">{p.name}</span>
            {p.badge && <span className="badge">{p.badge}</span>}
            {label && <span className="assistant-product-price">{label}</span>}
            <a
              className="button secondary"
              href={withBase(productHref(links, p.slug))}
              onClick={() =>
                track('Product Clicked', {
                  product_id: p.slug,
                  category: p.category,
                  name: p.name,
                  brand,
                  price: p.price,
                  currency,
                  position: i + 1,
                  list_id: listId,
                })
              }
            >
              View<span className="visually-hidden"> {p.name}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
