// Pages hydrate without errors, and the interactive parts respond.
import { expect, test } from '@playwright/test'

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

test('sampled pages of every kind hydrate with no errors and no failed requests', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`))
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${page.url()}: ${m.text()}`))
  page.on('requestfailed', (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`))
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.url()}: ${r.status()}`))
  for (const path of sample) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
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

test('the page loads only React, the runtime and its own chunks, all preloaded', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await page.goto('/KFC/shop/products/8-piece-bucket')
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.locator('.quantity output')).toHaveText('2')
  const preloaded = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  const entry = await page.locator('script[type=module]').getAttribute('src')
  expect(
    scripts.every((s) => s === entry || preloaded.includes(s)),
    scripts.join(', '),
  ).toBe(true)
  expect(scripts.some((s) => s.includes('entry-server-routing') || s.includes('entry-client-routing'))).toBe(false)
})
