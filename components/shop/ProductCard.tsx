// One catalog item: picture, name, price and the way forward the brand offers (item options page, product
// page, or straight into the cart when it has neither). Where it leads to a page, the name is a link too, which
// covers the whole card (styles/catalog.css): a tap on the picture opens the item as well, with one link to meet.

import { track } from '../../analytics/client/calls.ts'
import type { Product } from '../../brand/brandSchema.ts'
import type { Fulfilment } from '../../brand/fulfilment.ts'
import { isBookingKind, isExtra, isOnePerLine, productKind } from '../../brand/productKind.ts'
import type { ShopLinks } from '../../brand/shopLinks.ts'
import { withBase } from '../../lib/base.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { ProductArt } from '../page/ProductArt.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'
import { CardBookingOnDemand } from './CardBookingOnDemand.tsx'
import { productProperties, type ShopContext } from './ecommerce.ts'

export function ProductCard({
  product,
  position,
  links,
  fulfilment,
  shop,
}: {
  product: Product
  position: number
  links: ShopLinks
  fulfilment: Fulfilment
  shop: ShopContext
}) {
  const kind = productKind(product, fulfilment)
  const href = links.confirmItem
    ? `${links.confirmItem}?item=${product.slug}`
    : links.productBase
      ? `${links.productBase}/${product.slug}`
      : undefined
  const open = href && {
    href: withBase(href),
    onClick: () => track('Product Clicked', { ...productProperties(product, shop), position }),
  }
  return (
    <li className="product-card">
      <ProductArt art={product.art} label={product.name} />
      {product.badge && <span className="badge">{product.badge}</span>}
      <h3>{open ? <a {...open}>{product.name}</a> : product.name}</h3>
      <p>{product.description}</p>
      <p className="price">{formatPrice(product.price, shop.currency)}</p>
      {open ? (
        <a className="button" {...open}>
          Choose <span className="visually-hidden">{product.name}</span>
        </a>
      ) : isBookingKind(kind) ? (
        <CardBookingOnDemand
          product={product}
          kind={kind}
          extra={isExtra(product, fulfilment)}
          fulfilment={fulfilment}
          shop={shop}
          cartHref={links.cart}
        />
      ) : (
        <AddToCartButton shop={shop} product={product} cartHref={links.cart} single={isOnePerLine(product, fulfilment)} />
      )}
    </li>
  )
}
