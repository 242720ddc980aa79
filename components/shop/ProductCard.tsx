// One catalog item: picture, name, price and the way forward the brand offers (item options page, product
// page, or straight into the cart when it has neither).
import type { Product } from '../../content/brandSchema.ts'
import type { ShopLinks } from '../../content/shopLinks.ts'
import { formatPrice } from '../formatPrice.ts'
import { withBase } from '../links.ts'
import { ProductArt } from '../ProductArt.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'

export function ProductCard({
  product,
  currency,
  links,
  scope,
}: {
  product: Product
  currency: string
  links: ShopLinks
  scope: string
}) {
  const href = links.confirmItem
    ? `${links.confirmItem}?item=${product.slug}`
    : links.productBase
      ? `${links.productBase}/${product.slug}`
      : undefined
  return (
    <li className="product-card">
      <ProductArt art={product.art} label={product.name} />
      {product.badge && <span className="badge">{product.badge}</span>}
      <h3>{product.name}</h3>
      <p>{product.description}</p>
      <p className="price">{formatPrice(product.price, currency)}</p>
      {href ? (
        <a className="button" href={withBase(href)}>
          Choose <span className="visually-hidden">{product.name}</span>
        </a>
      ) : (
        <AddToCartButton scope={scope} product={product} cartHref={links.cart} />
      )}
    </li>
  )
}
