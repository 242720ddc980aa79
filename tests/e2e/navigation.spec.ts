// Client-side navigation from payloads: no document load, head and focus updated, back/forward restores the
// scroll, and every failure mode falls back to a full page load.
import type { Page } from '@playwright/test'
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'
import { seriousViolations } from './pageHealth.ts'
import { buildMeta } from './site.ts'

const { id: buildId } = buildMeta()

/** A marker on window survives client navigation and disappears with a document load. */

test('a link renders the next page from its payload, without a document load', async ({ page }) => {
  const payloads: string[] = []
  page.on(
    'request',
    (r) => r.url().includes('_payload.json') && payloads.push(new URL(r.url()).pathname + new URL(r.url()).search),
  )
  await page.goto('/KFC')
  await hydrated(page)
  // The document's language is the brand's locale, and a client navigation writes it like the rest of the head.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'und'))
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  await expect(page).toHaveTitle('Free guest Wi-Fi | KFC')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await sameDocument(page)).toBe(true)
  expect(payloads).toContain(`/KFC/wifi/_payload.json?${buildId}`)
})

/** Opens the menu scrolled down to a product and follows its link; returns how far the menu was scrolled. */
async function followScrolledProduct(page: Page): Promise<number> {
  await page.setViewportSize({ width: 800, height: 500 })
  await page.goto('/KFC/shop')
  await hydrated(page)
  await markDocument(page)
  const link = page.getByRole('link', { name: 'Choose Lemonade' })
  await link.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(300)
  await link.click()
  await expect(page).toHaveURL(/\/KFC\/shop\/products\/lemonade$/)
  return scrolled
}

test('back and forward restore the page and its scroll position', async ({ page }) => {
  const scrolled = await followScrolledProduct(page)
  expect(await page.evaluate(() => scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu')
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled)
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Lemonade', level: 2 })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
})

test('back restores the scroll position after the page it went to was reloaded', async ({ page }) => {
  const scrolled = await followScrolledProduct(page)
  await page.reload()
  await hydrated(page)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu')
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled)
})

test('a page not prefetched has all its code files requested together, as its payload lists them', async ({ page }) => {
  // Data saving: nothing is prefetched, so the click is the first the page hears of Wi-Fi.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
  await page.goto('/KFC')
  await hydrated(page)
  await markDocument(page)
  const payloadResponse = page.waitForResponse((r) => r.url().includes('/KFC/wifi/_payload.json'))
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  const { route } = (await (await payloadResponse).json()) as { route: { chunks: string[] } }
  expect(route.chunks.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname),
  )
  for (const file of route.chunks) expect(preloaded).toContain(`/${file}`)
  expect(await sameDocument(page)).toBe(true)
})

test('a payload that is missing or not JSON falls back to a full page load of the target', async ({ page }) => {
  await page.route('**/KFC/wifi/_payload.json*', (route) => route.fulfill({ status: 404, body: 'missing' }))
  await page.route('**/KFC/shop/cart/_payload.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>' }),
  )
  await page.goto('/KFC')
  await hydrated(page)
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free guest Wi-Fi')
  expect(await sameDocument(page)).toBe(false)
  await hydrated(page)
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Cart' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
  expect(await sameDocument(page)).toBe(false)
})

test('offline, a fetched page still opens; one not fetched keeps the page with a notice and opens once back online', async ({
  page,
  context,
}) => {
  // Data saving: nothing is prefetched in the background, so only the pressed link's page is fetched.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
  await page.goto('/KFC')
  await hydrated(page)
  const nav = page.locator('.site-nav')
  const payloadResponse = page.waitForResponse((r) => r.url().includes('/KFC/wifi/_payload.json'))
  await nav.getByRole('link', { name: 'Wi-Fi' }).dispatchEvent('pointerdown', { button: 0 })
  const { route } = (await (await payloadResponse).json()) as {
    route: { chunks: string[]; view: { page: string; layout?: string; styles: string[] } }
  }
  const files = [...route.chunks, route.view.page, ...(route.view.layout ? [route.view.layout] : []), ...route.view.styles]
  const notFetched = () =>
    page.evaluate(
      (all) => all.filter((file) => performance.getEntriesByName(new URL(`/${file}`, location.href).href).length === 0),
      files,
    )
  await expect.poll(notFetched).toEqual([])

  await markDocument(page)
  await context.setOffline(true)
  const heading = page.getByRole('heading', { level: 1 })
  await nav.getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(heading).toHaveText('Free guest Wi-Fi')

  const notice = page.getByRole('alert').filter({ hasText: 'You are offline' })
  await nav.getByRole('link', { name: 'Cart' }).click()
  await expect(notice).toHaveText(/the connection is lost/)
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).toHaveCount(0)
  await nav.getByRole('link', { name: 'Cart' }).click()
  await expect(notice).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(heading).toHaveText('Free guest Wi-Fi')

  await context.setOffline(false)
  await expect(heading).toHaveText('Your cart')
  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  await expect(notice).toHaveCount(0)
  expect(await sameDocument(page)).toBe(true)
})

test('a mistyped case and a trailing slash land on the canonical page', async ({ page }) => {
  const response = await page.goto('/kfc/SHOP/cart/')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
  await expect(page).toHaveTitle('Your cart | KFC')
})

test('a true miss still says "Page not found" once the route rules are checked', async ({ page }) => {
  const rules = page.waitForResponse((r) => r.url().includes(`/builds/meta/${buildId}.json`))
  await page.goto('/kfc/shop/nothing-here')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /kfc/shop/nothing-here')
  await rules
  await hydrated(page)
  await expect(page).toHaveURL(/\/kfc\/shop\/nothing-here$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /kfc/shop/nothing-here')
})

test('route-rule redirects apply before a client navigation', async ({ page }) => {
  const rules = page.waitForResponse((r) => r.url().includes(`/builds/meta/${buildId}.json`))
  await page.goto('/KFC')
  await hydrated(page)
  await rules
  await markDocument(page)
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/kfc/menu', textContent: 'Old menu link' })
    document.querySelector('main')?.append(link)
  })
  await page.getByRole('link', { name: 'Old menu link' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu')
  expect(await sameDocument(page)).toBe(true)
})

test('after signing in, a return address on another host is ignored and one on the site is followed', async ({ page }) => {
  const offSite: string[] = []
  page.on('request', (request) => new URL(request.url()).hostname === 'evil.example' && offSite.push(request.url()))
  await page.goto('/avis/account?next=//evil.example/phish')
  await hydrated(page)
  await page.getByLabel('Email or phone').fill('ada@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
  // Still on the sign-in page of this site: the return address was not followed.
  expect(new URL(page.url()).pathname).toBe('/avis/account')
  await page.getByRole('button', { name: 'Sign out' }).click()

  await page.goto('/avis/account?next=%2Favis%2Fservice')
  await hydrated(page)
  await page.getByLabel('Email or phone').fill('ada@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/avis\/service$/)
  expect(offSite).toEqual([])
})
