// The dev loop (`npm run dev`) against a copy of the brand data and of the analytics source table: client navigation
// renders from payloads the dev server serves, with the route rules it serves, without a console error; an edited brand
// file reloads the open page and shows there, and in the payloads, without a restart; so do an edited source table and
// a removed brand file.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSegment } from '../e2e/segment.ts'
import { launchChromium, type TestChromium } from '../support/chromium.ts'
import { type DevServer, startDevServer } from './devServer.ts'

const work = mkdtempSync(join(tmpdir(), 'dev-loop-'))
const brands = join(work, 'brands')
const sources = join(work, 'sources.json')
cpSync('brands', brands, { recursive: true })
copyFileSync('analytics/sources.json', sources)

// The first page of a fresh dev server waits for Vite to transform (and maybe optimise) everything it imports.
const firstLoadMs = 60_000
// Later conditions: a file watcher event, a reload, a render on a machine the suite keeps busy.
const conditionMs = 20_000

let server: DevServer
let chromium: TestChromium
let browser: Browser

beforeAll(async () => {
  server = await startDevServer({ BRANDS_DIR: brands, ANALYTICS_SOURCES: sources })
  chromium = await launchChromium(['--disable-gpu'])
  browser = chromium.browser
})

afterAll(async () => {
  await chromium?.close()
  await server?.stop()
  rmSync(work, { recursive: true, force: true })
})

function editJson<T>(file: string, edit: (json: T) => void) {
  const json = JSON.parse(readFileSync(file, 'utf8')) as T
  edit(json)
  writeFileSync(file, JSON.stringify(json, null, 2))
}

/** Console errors, uncaught errors and failed or 4xx/5xx answers of the dev server, as readable lines. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('response', (response) => {
    if (response.url().startsWith(server.url) && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

/** Same-origin payload answers, in order: prefetch may fetch one before the click that needs it. */
function watchPayloads(page: Page): { path: string; status: number }[] {
  const payloads: { path: string; status: number }[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('/_payload.json')) payloads.push({ path: pathname, status: response.status() })
  })
  return payloads
}

/** Hydrated, and the runtime that navigates on the client started (it arrives just after hydration). */
const live = 'html[data-hydrated][data-client-routing]'

async function openHydrated(page: Page, path: string, timeout = conditionMs) {
  await page.goto(`${server.url}${path}`, { timeout })
  await page.locator(live).waitFor({ state: 'attached', timeout })
}

const setMarker = (page: Page) => page.evaluate(() => Object.assign(window, { devLoopMarker: true }))
const marker = (page: Page) => page.evaluate(() => (window as { devLoopMarker?: boolean }).devLoopMarker ?? false)

describe('npm run dev', () => {
  it('navigates on the client from the payloads and route rules it serves, without a console error', async () => {
    const page = await browser.newPage()
    await fakeSegment(page)
    const problems = watchProblems(page)
    const payloads = watchPayloads(page)
    const rules = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/builds/meta/'), { timeout: firstLoadMs })
    await openHydrated(page, '/KFC', firstLoadMs)
    // The rules tell the runtime which links have payloads; without them prefetch never starts.
    const rulesResponse = await rules
    expect(rulesResponse.status()).toBe(200)
    expect((await rulesResponse.json()).prerendered).toContain('/KFC/shop')

    await setMarker(page)
    await page.getByRole('link', { name: 'Shop', exact: true }).first().click()
    await page.waitForURL(`${server.url}/KFC/shop`, { timeout: conditionMs })
    await page.getByText('8 Piece Bucket').first().waitFor({ timeout: conditionMs })
    expect(await marker(page), 'the navigation loaded a new document').toBe(true)
    expect(payloads).toContainEqual({ path: '/KFC/shop/_payload.json', status: 200 })
    expect(problems).toEqual([])
    await page.close()
  })

  it('reloads the open page when a brand file changes, and serves the edit in pages and payloads', async () => {
    const page = await browser.newPage()
    await fakeSegment(page)
    const problems = watchProblems(page)
    await openHydrated(page, '/KFC/shop')
    await setMarker(page)

    const edited = 'Edited Bucket'
    editJson<{ products: { name: string }[] }>(join(brands, 'KFC.json'), (kfc) => {
      const [first] = kfc.products
      if (!first) throw new Error('brands/KFC.json has no products to edit')
      first.name = edited
    })
    // The dev server reloads the page itself: the marker is gone and the page shows the edit.
    await page.getByText(edited).first().waitFor({ timeout: conditionMs })
    expect(await marker(page), 'the page was not reloaded').toBe(false)
    await page.locator(live).waitFor({ state: 'attached', timeout: conditionMs })

    // Client navigation away and back renders from payloads, which carry the edit too.
    await setMarker(page)
    await page.getByRole('link', { name: 'Home', exact: true }).first().click()
    await page.waitForURL(`${server.url}/KFC`, { timeout: conditionMs })
    await page.getByRole('link', { name: 'Shop', exact: true }).first().click()
    await page.waitForURL(`${server.url}/KFC/shop`, { timeout: conditionMs })
    await page.getByText(edited).first().waitFor({ timeout: conditionMs })
    expect(await marker(page), 'the navigation loaded a new document').toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('reads an edited analytics source table and a removed brand file again', async () => {
    const writeKey = 'f'.repeat(32)
    editJson<{ sources: Record<string, { test: string }> }>(sources, (table) => {
      const kfc = table.sources.KFC
      if (!kfc) throw new Error('analytics/sources.json has no KFC source to edit')
      kfc.test = writeKey
    })
    await expect
      .poll(async () => (await (await fetch(`${server.url}/KFC`)).text()).includes(writeKey), { timeout: conditionMs })
      .toBe(true)
    const payload = await (await fetch(`${server.url}/KFC/_payload.json`)).json()
    expect(payload.analytics).toEqual({ name: 'KFC', writeKey })

    rmSync(join(brands, 'NCR.json'))
    const meta = async () => (await fetch(`${server.url}/builds/meta/__BUILD_ID__.json`)).json()
    await expect.poll(async () => (await meta()).prerendered.includes('/NCR'), { timeout: conditionMs }).toBe(false)
    expect((await fetch(`${server.url}/NCR/_payload.json`)).status).toBe(404)
    expect((await meta()).prerendered).toContain('/KFC/shop')
  })
})
