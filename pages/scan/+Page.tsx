// Scan & Go: type a shelf barcode or, where the browser can read barcodes (BarcodeDetector) and has a camera,
// scan it with the camera; either way the item goes into the cart ("Product Added", "Product Scanned"). A code is
// looked up in the brand's barcode index (barcodeLookup.ts). The items already scanned are listed, from their own
// files, with the way on to the cart.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { TextField, useCheckedField } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, type Product, track, withBase } from '../../components/page/index.ts'
import { productProperties, trackProductAdded, useCart, useLineProducts, useShop } from '../../components/shop/index.ts'
import { barcodeDigits, type Lookup } from './barcode.ts'
import { findBarcode } from './barcodeLookup.ts'
import { CameraScanner, canDetectBarcodes } from './CameraScanner.tsx'
import './scan.css'

import type { Data } from './+data.ts'

export default function ScanPage({ payload }: PageProps<Data>) {
  const { shelf, shelfTotal, links } = payload.page
  const prefix = payload.brand?.prefix ?? ''
  const cart = useCart(payload.route.scope)
  const shop = useShop(payload)
  const [code, setCode] = useState('')
  const digits = useCheckedField(code, (typed) => {
    const found = barcodeDigits(typed)
    return 'error' in found ? found.error : undefined
  })
  // What the index said of the code last looked up: shown while that code is still the one typed.
  const [notFound, setNotFound] = useState<{ code: string; error: string }>()
  const error = digits.error ?? (notFound?.code === code ? notFound.error : undefined)
  const [added, setAdded] = useState<string>()
  // The camera button exists only where the browser can read barcodes: known after hydration.
  const [cameraSupported, setCameraSupported] = useState(false)
  const [cameraOpen, setCameraOpen] = useState(false)
  const [cameraNotice, setCameraNotice] = useState<string>()
  const cameraButton = useRef<HTMLButtonElement>(null)
  useEffect(() => setCameraSupported(canDetectBarcodes()), [])

  const addProduct = (product: Product, method: 'camera' | 'manual') => {
    const option = product.options?.[0]
    cart.add(product.slug, option, 1)
    trackProductAdded(product, option, 1, shop)
    track('Product Scanned', { ...productProperties(product, shop), method })
    setAdded(product.name)
  }

  const lookUp = (typed: string): Promise<Lookup> =>
    findBarcode(prefix, typed).catch(() => ({ error: 'The item could not be looked up. Check your connection and try again.' }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!digits.check()) return
    const typed = code
    const found = await lookUp(typed)
    if ('error' in found) return setNotFound({ code: typed, error: found.error })
    setNotFound(undefined)
    addProduct(found.product, 'manual')
    setCode('')
  }

  const closeCamera = useCallback(() => {
    setCameraOpen(false)
    setCameraNotice(undefined)
    requestAnimationFrame(() => cameraButton.current?.focus())
  }, [])

  // The camera reads a code many times a second: one lookup at a time, and a code just found is not looked up again.
  const lookingUp = useRef(false)
  const onCameraCode = async (read: string) => {
    if (lookingUp.current) return
    lookingUp.current = true
    const found = await lookUp(read)
    lookingUp.current = false
    if ('error' in found) return setCameraNotice(found.error)
    addProduct(found.product, 'camera')
    digits.reset()
    closeCamera()
  }

  // The cart's lines with their products (one whose product is gone is left out, as the cart does): listed and
  // counted here, never priced, so the page carries none of the money rules (totals.ts).
  const scanned = useLineProducts(prefix, cart.lines)
  const bySlug = new Map(scanned.products.map((p) => [p.slug, p]))
  const lines = cart.lines.flatMap((line) => {
    const product = bySlug.get(line.slug)
    return product ? [{ ...line, product }] : []
  })
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0)
  return (
    <>
      <FeatureIntro payload={payload} />
      {cameraSupported && (
        <section className="panel scan-camera" aria-labelledby="camera-heading">
          <h2 id="camera-heading">Scan with your camera</h2>
          {cameraOpen ? (
            <CameraScanner onCode={onCameraCode} onClose={closeCamera} notice={cameraNotice} />
          ) : (
            <button
              ref={cameraButton}
              type="button"
              className="button"
              onClick={() => {
                setAdded(undefined)
                setCameraOpen(true)
              }}
            >
              Scan with camera
            </button>
          )}
        </section>
      )}
      <form className="panel scan-form" onSubmit={submit} noValidate aria-labelledby="scan-heading">
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
      <section aria-labelledby="scanned-heading">
        <h2 id="scanned-heading" className="section-title">
          Scanned so far
        </h2>
        {!scanned.ready ? (
          <p>{scanned.failed ? 'Your items could not be looked up. Check your connection.' : 'Looking up your items…'}</p>
        ) : lines.length === 0 ? (
          <p>Nothing scanned yet.</p>
        ) : (
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
            {links.cart && (
              <a className="button" href={withBase(links.cart)}>
                Go to cart
              </a>
            )}
          </>
        )}
      </section>
      <h2 className="section-title">On the shelves</h2>
      {shelfTotal > shelf.length && (
        <p>
          {shelf.length} of our {shelfTotal.toLocaleString(payload.brand?.locale ?? 'en-US')} items: any other code on the shelves
          scans as well.
        </p>
      )}
      <ul className="line-items shelf-items">
        {shelf.map((p) => (
          <li key={p.barcode}>
            {p.name} · <code>{p.barcode}</code>
          </li>
        ))}
      </ul>
    </>
  )
}
