// The items scanned so far: the cart's lines with their products, drawn from the products' own files as the cart's
// are (one whose product is gone is left out, as the cart does). Listed and counted, never priced, so the page carries
// none of the money rules (totals.ts). Loaded on demand (useScanned.ts): only a visitor with items in the cart needs it.
import { withBase } from '../../components/page/index.ts'
import { type CartLine, useLineProducts } from '../../components/shop/index.ts'

export default function ScannedItems({ prefix, cartLines, cart }: { prefix: string; cartLines: CartLine[]; cart?: string }) {
  const found = useLineProducts(prefix, cartLines)
  if (!found.ready)
    return <p>{found.failed ? 'Your items could not be looked up. Check your connection.' : 'Looking up your items…'}</p>
  const lines = cartLines.flatMap((line) => {
    const product = found.products.find((p) => p.slug === line.slug)
    return product ? [{ ...line, product }] : []
  })
  if (lines.length === 0) return <p>Nothing scanned yet.</p>
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0)
  return (
    <>
      <p className="scanned-count">
        {itemCount} item{itemCount === 1 ? '' : 's'} in your cart
      </p>
      <ul className="line-items scanned-items">
        {lines.map((l) => (
          <li key={`${l.slug}:${l.option ?? ''}`}>
            {l.quantity} × {l.product.name}
            {l.option ? ` (${l.option})` : ''}
          </li>
        ))}
      </ul>
      {cart && (
        <a className="button" href={withBase(cart)}>
          Go to cart
        </a>
      )}
    </>
  )
}
