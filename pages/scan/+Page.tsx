// Scan & Go: enter a shelf barcode (the camera scanner comes with the full scan flow) to add the item to the cart.
import { type FormEvent, useState } from 'react'
import { trackProductAdded } from '../../analytics/client/ecommerce.ts'
import { useShop } from '../../analytics/client/useShop.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { withBase } from '../../components/links.ts'
import { useCart } from '../../components/shop/cart.ts'
import type { CommerceData } from '../../renderer/server/commerceData.ts'
import type { PageProps } from '../../renderer/types.ts'

export default function ScanPage({ payload }: PageProps<CommerceData>) {
  const { products, links } = payload.page
  const cart = useCart(payload.route.scope)
  const shop = useShop(payload)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [added, setAdded] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const digits = code.replace(/\s/g, '')
    const product = products.find((p) => p.barcode === digits)
    if (!/^\d{8,14}$/.test(digits)) return setError('Enter the 8 to 14 digits printed under the barcode.')
    if (!product) return setError(`No item in this store has the code ${digits}.`)
    cart.add(product.slug, product.options?.[0], 1)
    trackProductAdded(product, product.options?.[0], 1, shop)
    setError(undefined)
    setAdded(product.name)
    setCode('')
  }
  return (
    <>
      <FeatureIntro payload={payload} />
      <form className="panel" onSubmit={submit} noValidate aria-labelledby="scan-heading">
        <h2 id="scan-heading">Enter a barcode</h2>
        <TextField
          id="scan-code"
          label="Barcode"
          inputMode="numeric"
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button">
          Add item
        </button>
        {added && (
          <p role="status">
            {added} is in your cart. {links.cart && <a href={withBase(links.cart)}>View cart</a>}
          </p>
        )}
      </form>
      <h2 className="section-title">On the shelves</h2>
      <ul className="line-items">
        {products.map((p) => (
          <li key={p.slug}>
            {p.name} · <code>{p.barcode}</code>
          </li>
        ))}
      </ul>
    </>
  )
}
