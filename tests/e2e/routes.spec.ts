// Every prerendered page is served with its brand, and its _payload.json is the data inlined in its HTML.
// The preview serves like a bucket website, which redirects a folder URL to its slash form unless an object exists
// under the slashless key: each page must answer its canonical URL at once, with no redirect in between.

// The page checks only send HTTP requests: no browser page is opened for them.
import { expect, test } from '@playwright/test'
import { extractPayload } from '../../scripts/lib/deployableLayout.ts'
import { test as browserTest } from './fixtures.ts'
import { brandNames, buildMeta, escapeHtml, prerenderedSlices } from './site.ts'

const meta = buildMeta()

test('the deployable has every page of the seed table and its catch-all slugs', () => {
  expect(meta.prerendered.length).toBeGreaterThanOrEqual(200)
  expect(meta.prerendered).toContain('/KFC/shop/cart')
  expect(meta.prerendered).toContain('/arch-pristine/shop/landing/spring/outdoor-living')
})

for (const { label, paths } of prerenderedSlices()) {
  test(`${label} answer 200 with their brand name, and their payload equals the inline data`, async ({ request }) => {
    for (const path of paths) {
      const page = await request.get(path, { maxRedirects: 0 })
      expect(page.status(), path).toBe(200)
      expect(page.headers()['content-type'], path).toContain('text/html')
      const html = await page.text()
      const prefix = path.split('/')[1] ?? ''
      const name = path === '/' ? 'Partner demo directory' : path === '/account' ? brandNames.thumbtack : brandNames[prefix]
      expect(name, `brand for ${path}`).toBeTruthy()
      expect(html, path).toContain(escapeHtml(name as string))
      const payload = await request.get(`${path === '/' ? '' : path}/_payload.json?${meta.id}`)
      expect(payload.status(), `${path}/_payload.json`).toBe(200)
      expect(await payload.json(), `${path}/_payload.json`).toEqual(extractPayload(html, path))
    }
  })
}

browserTest('configured redirects are static pages that forward to their target', async ({ page }) => {
  await page.goto('/KFC/menu')
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
