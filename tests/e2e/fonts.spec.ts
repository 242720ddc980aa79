// Brand type: each brand's heading face is self-hosted, loaded and used for its headings, and a page loads no other
// brand's fonts, also after a client navigation from one brand to another.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'

/** The faces the document has loaded, as "Family weight-range". */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replaceAll('"', ''))
  })

/** The @font-face declarations of the page's brand. */
const declaredFaces = (page: Page) => page.evaluate(() => document.getElementById('brand-fonts')?.textContent ?? '')

const headingFamily = (page: Page) => page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)

test('a brand page sets its headings in its own web face, loaded from this site, and fetches no other brand’s', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('/KFC')
  await hydrated(page)
  expect(await headingFamily(page)).toMatch(/^"?Oswald"?, /)
  await expect.poll(() => loadedFaces(page)).toEqual(['Oswald'])
  expect(fontRequests).toEqual([expect.stringMatching(/^\/assets\/fonts\/oswald-latin-700-normal\.[0-9a-f]{8}\.woff2$/)])
})

test('the heading face is preloaded and declared with font-display: swap', async ({ page }) => {
  await page.goto('/arch-pristine')
  const preload = page.locator('link[rel="preload"][as="font"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('href', /playfair-display-latin-600-normal\.[0-9a-f]{8}\.woff2$/)
  expect(await declaredFaces(page)).toMatch(/font-family:'Playfair Display';.*font-display:swap/)
})

test('navigating on the client from one brand to another swaps the faces', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('link', { name: /^Hack25/ }).click()
  await expect(page).toHaveURL(/\/hack25$/)
  await expect.poll(() => declaredFaces(page)).toMatch(/^@font-face\{font-family:'Space Mono';/)
  await expect.poll(() => loadedFaces(page)).toEqual(['Space Mono'])
  expect(await headingFamily(page)).toMatch(/^"?Space Mono"?, /)
})

test('the presenter’s toggle is set in the page’s own body face and size, so it adds no font to the first paint', async ({
  page,
}) => {
  for (const path of ['/KFC/shop/cart', '/arch-pristine', '/hack25/journey']) {
    await page.goto(path)
    const [toggle, body] = await page.evaluate(() =>
      ['.inspector-toggle', '.brand-frame'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element)
        return `${style.fontFamily} ${style.fontSize}`
      }),
    )
    expect(toggle, path).toBe(body)
  }
})
