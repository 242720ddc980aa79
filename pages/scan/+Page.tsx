// Scan & Go: type a shelf barcode or, where the browser can read barcodes (BarcodeDetector) and has a camera,
// scan it with the camera; either way the item goes into the cart ("Product Added", "Product Scanned"). A code is
// looked up in the brand's barcode index; the items already scanned are listed from their products' own files, with
// the way on to the cart (both loaded on demand: useScanned.ts).
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { TextField, useCheckedField } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, type Product, track, withBase } from '../../components/page/index.ts'
import { productProperties, trackProductAdded, useCart, useShop } from '../../components/shop/index.ts'
import { barcodeDigits } from './barcode.ts'
import { CameraScanner, canDetectBarcodes } from './CameraScanner.tsx'
import { findBarcode, useScannedItems } from './useScanned.ts'
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

  // One lookup at a time: the camera reads a code many times a second, and a second press of Add item must not add
  // the item twice.
  const lookingUp = useRef(false)
  const lookUp = async (input: string) => {
    if (lookingUp.current) return undefined
    lookingUp.current = true
    const found = await findBarcode(prefix, input)
    lookingUp.current = false
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!digits.check()) return
    const typed = code
    const found = await lookUp(typed)
    if (!found) return
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

  const onCameraCode = async (read: string) => {
    const found = await lookUp(read)
    if (!found) return
    if ('error' in found) return setCameraNotice(found.error)
    addProduct(found.product, 'camera')
    digits.reset()
    closeCamera()
  }

  const Scanned = useScannedItems(cart.lines.length > 0)
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
        {cart.lines.length === 0 ? (
          <p>Nothing scanned yet.</p>
        ) : Scanned ? (
          <Scanned prefix={prefix} cartLines={cart.lines} {...(links.cart ? { cart: links.cart } : {})} />
        ) : (
          <p>Looking up your items…</p>
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
