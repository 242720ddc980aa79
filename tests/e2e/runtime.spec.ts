// The runtime's background work: route rules after idle, idle prefetch, new-build detection, and recovery from
// page code that fails to load (reload once, never loop).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'
import { watchPageProblems } from './pageHealth.ts'
import { buildMeta, deployable } from './site.ts'

const { id: buildId } = buildMeta()

function preloads(route: string): string[] {
  const html = readFileSync(`${deployable}${route}/index.html`, 'utf8')
  return [...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string)
}

test('once idle, React’s navigation paths run once; a click then shows its page in place, without an error', async ({ page }) => {
  const problems = watchPageProblems(page)
  await page.goto('/KFC')
  await hydrated(page)
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:react-warmed').length)).toBe(1)
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Free guest Wi-Fi' })).toBeFocused()
  expect(await sameDocument(page)).toBe(true)
  expect(problems).toEqual([])
})

test('the route rules are fetched about a second after idle, and prefetch follows for visible links', async ({ page }) => {
  const requests: { path: string; at: number }[] = []
  page.on('request', (r) => requests.push({ path: new URL(r.url()).pathname, at: Date.now() }))
  const wifiPayload = page.waitForResponse((r) => new URL(r.url()).pathname === '/KFC/wifi/_payload.json')
  await page.goto('/KFC')
  const loadedAt = Date.now()
  await expect.poll(() => requests.filter((r) => r.path === `/builds/meta/${buildId}.json`).length).toBe(1)
  const meta = requests.find((r) => r.path === `/builds/meta/${buildId}.json`)
  expect(meta?.at ?? 0).toBeGreaterThanOrEqual(loadedAt + 700)
  await wifiPayload
  const payloads = requests.filter((r) => r.path.endsWith('_payload.json')).map((r) => r.path)
  expect(new Set(payloads).size).toBe(payloads.length)
  expect(payloads).not.toContain('/KFC/_payload.json')

  // The click renders from what was prefetched: no new request for the page's payload.
  const before = requests.length
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(requests.slice(before).map((r) => r.path)).not.toContain('/KFC/wifi/_payload.json')
  expect(await sameDocument(page)).toBe(true)
})

test('on a very slow connection nothing is fetched in the background', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: false } })
  })
  const background: string[] = []
  page.on('request', (r) => (r.url().includes('_payload.json') || r.url().includes('/builds/')) && background.push(r.url()))
  // The page's clock runs 30 s ahead at once: the route rules (due about a second after idle) and any prefetch
  // would have been requested by then.
  await page.clock.install()
  await page.goto('/KFC')
  await hydrated(page)
  await page.clock.runFor(30_000)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(background).toEqual([])
  // Navigation still works; it fetches only what the click needs.
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
})

test('on any connection, pressing a link fetches its page before the click arrives', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: true } })
  })
  const payloads: string[] = []
  page.on('request', (r) => r.url().includes('_payload.json') && payloads.push(new URL(r.url()).pathname))
  await page.goto('/KFC')
  await hydrated(page)
  const wifi = page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' })
  // A press with a modifier (a new tab) or on another button fetches nothing.
  await wifi.dispatchEvent('pointerdown', { button: 0, ctrlKey: true })
  await wifi.dispatchEvent('pointerdown', { button: 2 })
  const fetched = page.waitForRequest((r) => r.url().includes('/KFC/wifi/_payload.json'))
  await wifi.hover()
  await page.mouse.down()
  await fetched
  expect(payloads).toEqual(['/KFC/wifi/_payload.json'])
  // The click that ends the press uses what the press fetched: no second request, and the page shows in place.
  await markDocument(page)
  await page.mouse.up()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(await sameDocument(page)).toBe(true)
  expect(payloads).toEqual(['/KFC/wifi/_payload.json'])
})

test('a failed route-rules fetch is logged and the app carries on', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.route(`**/builds/meta/${buildId}.json`, (route) => route.fulfill({ status: 503, body: 'down' }))
  await page.goto('/KFC')
  await expect
    .poll(() => errors.some((e) => e.includes(`Could not load the route rules (builds/meta/${buildId}.json)`)))
    .toBe(true)
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(await sameDocument(page)).toBe(true)
})

test('a newly deployed build makes the next navigation a full page load', async ({ page }) => {
  await page.clock.install()
  let polled = 0
  await page.route('**/builds/latest.json*', (route) => {
    polled++
    return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
  })
  await page.goto('/KFC')
  await hydrated(page)
  await markDocument(page)
  await page.clock.fastForward('05:00')
  await expect.poll(() => polled).toBe(1)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(await sameDocument(page)).toBe(false)
})

test('the same build id keeps navigation in place', async ({ page }) => {
  await page.clock.install()
  await page.goto('/KFC')
  await hydrated(page)
  await markDocument(page)
  const polled = page.waitForRequest('**/builds/latest.json*')
  await page.clock.fastForward('05:00')
  await polled
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(await sameDocument(page)).toBe(true)
})

const cartOnlyChunks = preloads('/KFC/shop/cart').filter((c) => !preloads('/KFC').includes(c))

test('page code that cannot be fetched in place is fetched again by one page load', async ({ page }) => {
  expect(cartOnlyChunks.length).toBeGreaterThan(0)
  // The cart's own chunks fail for as long as the first document lives (prefetch, then the click's import both
  // meet the failure); the page load that follows gets them.
  let cartLoaded = false
  page.on('request', (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).pathname === '/KFC/shop/cart') cartLoaded = true
  })
  await page.route('**/assets/**', (route) => {
    const path = new URL(route.request().url()).pathname
    return cartOnlyChunks.includes(path) && !cartLoaded ? route.abort() : route.continue()
  })
  // Idle prefetch tries the cart's code first (the Cart link is visible) and meets the failure.
  const prefetchFailed = page.waitForEvent('requestfailed', (r) => cartOnlyChunks.includes(new URL(r.url()).pathname))
  await page.goto('/KFC')
  await hydrated(page)
  await prefetchFailed
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  expect(await sameDocument(page)).toBe(false)
  // Hydrated after the reload: the page responds.
  await page.getByRole('link', { name: 'Start shopping' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu')
})

/**
 * Opens /KFC with the cart page's own chunks failing to load, follows the Cart link, and checks that the cart page
 * is shown as prerendered (readable) and that it is loaded once: the guard refuses it a reload of its own.
 */
async function followLinkWhoseCodeFails(page: Page) {
  const documents: string[] = []
  page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(new URL(frame.url()).pathname))
  await page.route('**/assets/**', (route) =>
    cartOnlyChunks.includes(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
  )
  const refused: string[] = []
  page.on('console', (m) => m.text().startsWith('Not reloading') && refused.push(m.text()))
  await page.goto('/KFC')
  await hydrated(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
  await expect.poll(() => refused).toEqual(['Not reloading /KFC/shop/cart again so soon: its code still fails to load.'])
  expect(documents.filter((p) => p === '/KFC/shop/cart')).toHaveLength(1)
}

test('page code that keeps failing reloads once and then stops, leaving the page readable', async ({ page }) => {
  // The link's load is counted, so the loaded page's own reload is refused.
  await followLinkWhoseCodeFails(page)
})

test('where sessionStorage is blocked, a link whose code fails still loads its page, which then does not reload itself', async ({
  page,
}) => {
  // Blocked storage (a browser setting, some embedded views) throws on the sessionStorage getter itself: no
  // reload can be counted, so none is made.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await followLinkWhoseCodeFails(page)
})
