// One page of every route type, checked by axe-core for serious or critical violations and for horizontal
// overflow at a phone width and on a desktop, for controls under 44 × 44 px at the phone width, and for overflow on a
// wide screen (the desktop page widened); and every prerendered page loads and hydrates at 360 px without an uncaught error, the brand's name whole
// in its header. One test per route type and width, so a failure names its page.
import { expect, hydrated } from './fixtures.ts'
import { brandNameProblems, seriousViolations, smallTouchTargets, widerThanViewport } from './pageHealth.ts'
import { sweep as test } from './sharedPage.ts'
import { prerenderedSlices } from './site.ts'

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
  test.describe(`at ${width} px`, () => {
    for (const path of routeTypes) {
      const name =
        width === 360
          ? `${path} has no serious accessibility violation and fits the width`
          : `${path} has no serious accessibility violation and fits the width, and still fits widened to 1920 px`
      test(name, async ({ visitor: page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await hydrated(page)
        expect(await widerThanViewport(page), 'wider than the viewport').toBe(false)
        expect(await seriousViolations(page)).toEqual([])
        if (width === 360) expect(await smallTouchTargets(page), 'controls under 44 × 44 px').toEqual([])
        if (width === 1280) {
          // The wide screen is the same page widened, not loaded again: the layout is CSS (media and container
          // queries), which follows the window as it changes; loading each page a third time only repeated its
          // hydration.
          await page.setViewportSize({ width: 1920, height: 1080 })
          await page.waitForFunction(() => window.innerWidth === 1920)
          expect(await widerThanViewport(page), 'wider than the viewport at 1920 px').toBe(false)
        }
      })
    }
  })
}

for (const { label, paths } of prerenderedSlices()) {
  test(`prerendered ${label} load and hydrate without an uncaught error, the brand's name whole at 360 px`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const errors: string[] = []
    const names: string[] = []
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    for (const path of paths) {
      // Hydration is the condition, not the load event: images may still arrive after the page is interactive.
      await page.goto(path, { waitUntil: 'commit' })
      await hydrated(page)
      await expect(page.locator('h1').first()).toBeVisible()
      names.push(...(await brandNameProblems(page)).map((problem) => `${path}: ${problem}`))
    }
    expect(errors).toEqual([])
    expect(names, 'the header’s brand name').toEqual([])
  })
}
