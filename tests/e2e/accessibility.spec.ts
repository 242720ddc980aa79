// One page of every route type, checked by axe-core for serious or critical violations, at a phone width and
// on a desktop; and every prerendered page loads without an uncaught error.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { buildMeta } from './site.ts'

const routeTypes = [
  '/',
  '/account',
  '/KFC',
  '/KFC/shop',
  '/KFC/shop/products/8-piece-bucket',
  '/KFC/shop/landing/game-day',
  '/KFC/shop/cart',
  '/KFC/shop/checkout',
  '/KFC/wifi',
  '/KFC/wifi/login',
  '/avis/products/confirmItem',
  '/avis/products/confirmOrder',
  '/avis/products/addons',
  '/avis/journey',
  '/avis/journey/start',
  '/avis/ai',
  '/avis/service',
  '/avis/sms',
  '/cr/articles/cars',
  '/HGV/resorts',
  '/diamond/resorts/polo-towers',
  '/llbean/catalog/request',
  '/NCR/scan',
  '/purina/foodfinder',
  '/purina/foodfinder/two',
  '/purina/foodfinder/confirm',
  '/purina/foodfinder/result',
  '/purina/foodfinder/saveResult',
  '/NCR/scan/cart',
  '/KFC/shop/account',
  '/purina/petfinder',
  '/adtalem/form',
  '/adtalem/review',
  '/adtalem/products',
  '/no/such/page',
]

for (const width of [360, 1280]) {
  test(`no serious or critical accessibility violations on any route type at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const found: string[] = []
    for (const path of routeTypes) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
      if (overflow) found.push(`${path}: wider than the ${width} px viewport`)
      const results = await new AxeBuilder({ page }).analyze()
      for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        )
      }
    }
    expect(found).toEqual([])
  })
}

test('no route type is wider than a 1920 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  const wide: string[] = []
  for (const path of routeTypes) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)) wide.push(path)
  }
  expect(wide).toEqual([])
})

test('every prerendered page loads without an uncaught error', async ({ page }) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  for (const path of buildMeta().prerendered) {
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.locator('h1').first()).toBeVisible()
  }
  expect(errors).toEqual([])
})
