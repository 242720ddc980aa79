// Scan & Go (NCR /NCR/scan): typing a barcode, and — where the browser has BarcodeDetector — scanning it with the
// camera. The camera is stubbed: a fake BarcodeDetector returns whatever code the test holds up, and
// getUserMedia answers with a canvas's MediaStream, so the real page code runs end to end.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

declare global {
  interface Window {
    __barcode: string | null
    __stream: MediaStream | undefined
    __constraints: MediaStreamConstraints | undefined
    __formats: string[] | undefined
  }
}

/** A browser with a barcode reader and a camera (or a camera that fails with `failWith`). */
async function fakeCamera(page: Page, failWith?: string) {
  await page.addInitScript((failure) => {
    window.__barcode = null
    class FakeBarcodeDetector {
      constructor(options?: { formats: string[] }) {
        window.__formats = options?.formats
      }
      static async getSupportedFormats() {
        return ['ean_13', 'upc_a']
      }
      async detect() {
        return window.__barcode ? [{ rawValue: window.__barcode, format: 'ean_13' }] : []
      }
    }
    Object.assign(window, { BarcodeDetector: FakeBarcodeDetector })
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      window.__constraints = constraints
      if (failure) throw new DOMException('camera unavailable', failure)
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 240
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      let frame = 0
      setInterval(() => {
        context.fillStyle = frame++ % 2 ? '#fff' : '#eee'
        context.fillRect(0, 0, 320, 240)
      }, 50)
      window.__stream = canvas.captureStream(15)
      return window.__stream
    }
  }, failWith)
}

const liveTracks = (page: Page) =>
  page.evaluate(() => window.__stream?.getTracks().filter((t) => t.readyState === 'live').length ?? -1)

test('NCR: without BarcodeDetector there is no camera button; a typed code is checked, added, listed and tracked', async ({
  page,
  segment,
}) => {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector
  })
  await page.goto('/NCR/scan')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toHaveCount(0)
  await expect(page.getByText('Nothing scanned yet.')).toBeVisible()

  const barcode = page.getByLabel('Barcode', { exact: true })
  await barcode.fill('12345')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(barcode).toHaveAccessibleDescription('Enter the 8 to 14 digits printed under the barcode.')
  await expect(barcode).toHaveValue('12345')
  await barcode.fill('4006381333931')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(barcode).toHaveAccessibleDescription('No item in this store has the code 4006381333931.')

  // The milk's UPC-A typed with its EAN-13 leading zero is the same item.
  await barcode.fill('0070203123455')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByRole('status')).toHaveText('Milk, 1 Gallon is in your cart. View cart')
  await expect(barcode).toHaveValue('')
  await barcode.fill('070203123455')
  await page.getByRole('button', { name: 'Add item' }).click()
  await barcode.fill('204110000183')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.locator('.scanned-count')).toHaveText('3 items in your cart')
  await expect(page.locator('.scanned-items li')).toHaveText(['2 × Milk, 1 Gallon (Whole)', '1 × Bananas, 3 lb Bag'])

  await expect.poll(() => segment.events('track', 'Product Scanned').length).toBe(3)
  await expect
    .poll(() => segment.events('track', 'Product Scanned')[0]?.body.properties)
    .toMatchObject({
      product_id: 'whole-milk-gallon',
      method: 'manual',
    })
  await expect.poll(() => segment.events('track', 'Product Added').length).toBe(3)
  await expect
    .poll(() => segment.events('track', 'Product Added')[2]?.body.properties)
    .toMatchObject({
      product_id: 'bananas-3-lb',
      quantity: 1,
    })

  await page.reload()
  await hydrated(page)
  await expect(page.locator('.scanned-count')).toHaveText('3 items in your cart')
  await page.getByRole('link', { name: 'Go to cart' }).click()
  await expect(page).toHaveURL(/\/NCR\/scan\/cart$/)
  await expect(page.locator('.line-item')).toHaveCount(2)
})

test('NCR: the camera reads a code, adds the item, tracks method "camera" and stops', async ({ page, segment }) => {
  await fakeCamera(page)
  await page.goto('/NCR/scan')
  await hydrated(page)
  await page.getByRole('button', { name: 'Scan with camera' }).click()
  await expect(page.getByLabel('Camera preview')).toBeVisible()
  await expect(page.getByText('Hold the barcode inside the frame.')).toBeVisible()
  expect(await page.evaluate(() => window.__constraints)).toMatchObject({ video: { facingMode: 'environment' } })
  expect(await page.evaluate(() => window.__formats)).toEqual(['ean_13', 'upc_a'])
  expect(await liveTracks(page)).toBe(1)

  // A code this store does not sell: said so, and the camera keeps looking.
  await page.evaluate(() => {
    window.__barcode = '4006381333931'
  })
  await expect(page.getByText('No item in this store has the code 4006381333931.')).toBeVisible()
  expect(await liveTracks(page)).toBe(1)

  // The apples' UPC-A, read as EAN-13.
  await page.evaluate(() => {
    window.__barcode = '0033383200279'
  })
  await expect(page.getByRole('status')).toHaveText('Gala Apples, 3 lb Bag is in your cart. View cart')
  await expect(page.getByLabel('Camera preview')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeFocused()
  expect(await liveTracks(page)).toBe(0)
  await expect(page.locator('.scanned-items li')).toHaveText(['1 × Gala Apples, 3 lb Bag'])

  await expect.poll(() => segment.events('track', 'Product Scanned').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Product Scanned')[0]?.body.properties)
    .toMatchObject({
      product_id: 'gala-apples-3-lb',
      method: 'camera',
    })
  await expect.poll(() => segment.events('track', 'Product Added').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Product Added')[0]?.body.properties)
    .toMatchObject({ product_id: 'gala-apples-3-lb' })
})

test('NCR: closing the camera, or leaving the page, stops it', async ({ page }) => {
  await fakeCamera(page)
  await page.goto('/NCR/scan')
  await hydrated(page)
  await page.getByRole('button', { name: 'Scan with camera' }).click()
  await expect(page.getByText('Hold the barcode inside the frame.')).toBeVisible()
  await page.getByRole('button', { name: 'Close camera' }).click()
  await expect(page.getByLabel('Camera preview')).toHaveCount(0)
  expect(await liveTracks(page)).toBe(0)

  await page.getByRole('button', { name: 'Scan with camera' }).click()
  await expect(page.getByText('Hold the barcode inside the frame.')).toBeVisible()
  expect(await liveTracks(page)).toBe(1)
  // A client navigation (no document load) unmounts the page: the camera must not stay on.
  await page.locator('.site-nav').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/NCR$/)
  await expect.poll(() => liveTracks(page)).toBe(0)
})

for (const [failure, message] of [
  [
    'NotAllowedError',
    'Camera access is blocked. Allow the camera for this site in your browser settings, or type the barcode below.',
  ],
  ['NotFoundError', 'No camera was found on this device. Type the barcode below instead.'],
] as const) {
  test(`NCR: a camera that fails with ${failure} says so and typing still works`, async ({ page, segment }) => {
    await fakeCamera(page, failure)
    await page.goto('/NCR/scan')
    await hydrated(page)
    await page.getByRole('button', { name: 'Scan with camera' }).click()
    await expect(page.getByRole('alert')).toHaveText(message)
    await page.getByLabel('Barcode', { exact: true }).fill('011900001202')
    await page.getByRole('button', { name: 'Add item' }).click()
    await expect(page.getByRole('status')).toHaveText('Grade A Large Eggs, 12 Count is in your cart. View cart')
    await expect.poll(() => segment.events('track', 'Product Scanned').length).toBe(1)
    await expect.poll(() => segment.events('track', 'Product Scanned')[0]?.body.properties).toMatchObject({ method: 'manual' })
    await page.getByRole('button', { name: 'Close camera' }).click()
    await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible()
  })
}

test('NCR: the scan page with the camera open is accessible and fits 360px', async ({ page }) => {
  const problems = watchPageProblems(page)
  await fakeCamera(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/NCR/scan')
  await hydrated(page)
  await page.getByRole('button', { name: 'Scan with camera' }).click()
  await expect(page.getByText('Hold the barcode inside the frame.')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})
