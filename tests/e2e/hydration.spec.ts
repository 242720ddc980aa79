// Pages hydrate without errors, and the interactive parts respond.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { deployable } from './site.ts'

const sample = [
  '/',
  '/account',
  '/KFC',
  '/KFC/wifi/login',
  '/arch-pristine/shop/landing/spring/outdoor-living',
  '/avis/products/addons',
  '/cr/articles/cars',
  '/diamond/resorts/polo-towers',
  '/HGV/resorts',
  '/purina/foodfinder/two',
  '/llbean/ai',
  '/NCR/scan/confirmItem',
]

test('sampled pages of every kind hydrate with no errors and no failed requests', async ({ page, segment }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`))
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${page.url()}: ${m.text()}`))
  // A request still in flight when the test moves to the next page is aborted by the browser: not a failure.
  page.on(
    'requestfailed',
    (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`${r.url()}: ${r.failure()?.errorText}`),
  )
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.url()}: ${r.status()}`))
  for (const path of sample) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    await hydrated(page)
    // Analytics has loaded and delivered this page's call: the page's own background work has run.
    await expect.poll(() => segment.events('page').some((c) => c.body.properties?.path === path), { message: path }).toBe(true)
  }
  expect(problems).toEqual([])
})

test('the catalog filters by category and search once hydrated', async ({ page }) => {
  await page.goto('/KFC/shop')
  await expect(page.getByRole('status')).toHaveText('10 of 10 items')
  await page.getByLabel('Category').selectOption('Sides')
  await expect(page.getByRole('status')).toHaveText('2 of 10 items')
  await page.getByLabel('Search').fill('fries')
  await expect(page.locator('.product-card')).toHaveCount(1)
  await page.getByLabel('Search').fill('zzz')
  await expect(page.getByText('Nothing matches “zzz”.')).toBeVisible()
})

test('the first load needs only preloaded scripts; Segment’s library arrives later, on its own', async ({ page, segment }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await page.goto('/KFC/shop/products/8-piece-bucket')
  // A click before React has attached to the page would be a click on plain HTML, changing nothing.
  await hydrated(page)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.locator('.quantity output')).toHaveText('2')
  const preloaded = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  const entry = (await page.locator('script[type=module]').getAttribute('src')) as string
  const firstLoad = [entry, ...preloaded]
  const source = (path: string) => readFileSync(join(deployable, path), 'utf8')
  expect(firstLoad.some((path) => source(path).includes('api.segment.io'))).toBe(false)
  expect(scripts.some((s) => s.includes('entry-server-routing') || s.includes('entry-client-routing'))).toBe(false)

  // After idle the library is fetched, and the page call is delivered.
  await expect.poll(() => segment.events('page').length).toBe(1)
  const later = scripts.filter((s) => !firstLoad.includes(s))
  expect(later.some((path) => source(path).includes('api.segment.io'))).toBe(true)
})

test('a form submitted before the page is interactive puts nothing typed in the URL, and is sent once it is', async ({
  page,
  segment,
}) => {
  // The page's code is held back, so the visitor meets the prerendered form before React has attached to it.
  const release = await holdPageCode(page)
  const documents: string[] = []
  page.on('request', (request) => request.isNavigationRequest() && documents.push(request.url()))
  await page.goto('/adtalem/form', { waitUntil: 'commit' })
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Program of interest').selectOption('Walden University Master of Business Administration (MBA)')
  // The start terms depend on today's date, so the page lists them once it runs.
  await page.getByRole('button', { name: 'Send inquiry' }).click()

  release()
  await hydrated(page)
  // A navigation the early submit started would have replaced this document before it could hydrate.
  expect(documents.map((url) => new URL(url).search)).toEqual([''])
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await page.getByLabel('Preferred start term').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Ada Lovelace' })).toBeFocused()
  await expect.poll(() => segment.events('track', 'Inquiry Submitted').length).toBe(1)
  for (const call of segment.calls) expect(JSON.stringify(call.body)).not.toContain('ada%40example.com')
})

test('taps on buttons before the page is interactive are made once it is, in order, each once', async ({ page, segment }) => {
  const release = await holdPageCode(page)
  await page.goto('/KFC/shop/products/lemonade', { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  // Nothing happens while the page's code is away: the quantity is the prerendered one, and nothing was added.
  await expect(page.locator('.quantity output')).toHaveText('1')

  release()
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toHaveText(/^Added to your cart: 2 × Lemonade/)
  await expect.poll(() => segment.events('track', 'Product Added').length).toBe(1)
  expect(segment.events('track', 'Product Added')[0]?.body.properties).toMatchObject({ product_id: 'lemonade', quantity: 2 })
  await page.goto('/KFC/shop/cart')
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.getByText('Subtotal (2 items)')).toBeVisible()
})

test('a choice and a name given before the page is interactive are kept by the quiz once it is', async ({ page }) => {
  const release = await holdPageCode(page)
  await page.goto('/purina/foodfinder', { waitUntil: 'commit' })
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByLabel('Your pet’s name').fill('Rex')
  release()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Dog' })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('#ff-question')).toHaveText('How old is Rex?')
})

/** Holds back every script of the site until the returned function is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
