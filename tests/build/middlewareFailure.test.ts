// A route middleware that fails, in a real browser on a real build: `auth` on the checkout of a brand that has no
// account page gives a signed-out visitor nowhere to sign in, so the page fails at hydration and shows the not-found
// page with "Page Not Found: {path}"; a signed-in visitor gets the page. (Sending a signed-out visitor to sign in is
// build.test.ts's.)
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../scripts/server/staticServer.ts'
import { launchChromium, type TestChromium } from '../support/chromium.ts'
import { build, fixtureBrands } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'middleware-failure-'))
const out = join(work, 'site')
let server: ReturnType<typeof createStaticServer>
let origin = ''
let chromium: TestChromium
let browser: Browser

beforeAll(async () => {
  const brands = fixtureBrands(work, 'brands', (kfc) => {
    kfc.pages = (kfc.pages as string[]).filter((page) => page !== 'shop/account')
    kfc.middleware = { 'shop/checkout': ['auth'] }
  })
  const run = build(brands, out, join(work, 'history'))
  if (run.status !== 0) throw new Error(`The build failed:\n${run.output}`)
  server = createStaticServer({ dir: out, mode: 'object-store', base: '/' })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  chromium = await launchChromium()
  browser = chromium.browser
})

afterAll(async () => {
  await chromium?.close()
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  rmSync(work, { recursive: true, force: true })
})

async function openCheckout(signedIn: boolean) {
  const page = await browser.newPage()
  await page.route(/^https:\/\/(cdn\.segment\.com|api\.segment\.io)\//, (route) => route.abort())
  if (signedIn) {
    await page.addInitScript(() =>
      localStorage.setItem('storefront:KFC:user', JSON.stringify({ userId: 'user-1', signedInAt: '2026-01-01T00:00:00Z' })),
    )
  }
  await page.goto(`${origin}/KFC/shop/checkout`)
  return page
}

describe('a route middleware that fails', () => {
  it('shows a signed-out visitor the not-found page with "Page Not Found: {path}" in place of the page', async () => {
    const page = await openCheckout(false)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe('Page Not Found: /KFC/shop/checkout')
    expect(await page.locator('.error-status').textContent()).toBe('404')
    await expect.poll(() => page.title()).toBe('Page Not Found: /KFC/shop/checkout')
    expect(new URL(page.url()).pathname).toBe('/KFC/shop/checkout')
    await page.close()
  })

  it('lets a signed-in visitor through to the page, which is counted', async () => {
    const page = await openCheckout(true)
    // The page call is made only for a page its middleware let through (none for a failed or redirected one).
    const recorded = () => page.evaluate(() => localStorage.getItem('storefront:analytics') ?? '')
    await expect.poll(recorded, { timeout: 15_000 }).toContain('"label":"page: Checkout | KFC"')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/Not Found/)
    expect(await page.locator('.error-status').count()).toBe(0)
    await page.close()
  })
})
