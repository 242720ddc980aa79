// One page of every route type, checked by axe-core for serious or critical violations and for horizontal
// overflow at a phone width and on a desktop, for controls under 44 × 44 px at the phone width, and for overflow on a
// wide screen (the desktop page widened); and every prerendered page loads and hydrates at 360 px without an uncaught
// error, the brand's name whole in its header. The phone-width checks of a route type are made on its page as the
// sweep of every page loads it at 360 px, not on a load of their own; the desktop ones are one test per route type.
// A failure names its page.
import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures.ts'
import { brandNameProblems, seriousViolations, smallTouchTargets, widerThanViewport } from './pageHealth.ts'
import { sweep as test } from './sharedPage.ts'
import { buildMeta, prerenderedSlices } from './site.ts'

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

/** The viewport of the route types' phone-width checks. */
const phone = { width: 360, height: 900 }

/** What is wrong with the page shown, a route type's, at the phone width: overflow, axe's findings, small controls. */
async function phoneProblems(page: Page, path: string): Promise<string[]> {
  return [
    ...((await widerThanViewport(page)) ? ['wider than the viewport'] : []),
    ...(await seriousViolations(page)),
    ...(await smallTouchTargets(page)).map((control) => `control under 44 × 44 px: ${control}`),
  ].map((problem) => `${path}: ${problem}`)
}

test.describe('at 1280 px', () => {
  for (const path of routeTypes) {
    test(`${path} has no serious accessibility violation and fits the width, and still fits widened to 1920 px`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path)
      await hydrated(page)
      expect(await widerThanViewport(page), 'wider than the viewport').toBe(false)
      expect(await seriousViolations(page)).toEqual([])
      // The wide screen is the same page widened, not loaded again: the layout is CSS (media and container
      // queries), which follows the window as it changes; loading each page a third time only repeated its
      // hydration.
      await page.setViewportSize({ width: 1920, height: 1080 })
      await page.waitForFunction(() => window.innerWidth === 1920)
      expect(await widerThanViewport(page), 'wider than the viewport at 1920 px').toBe(false)
    })
  }
})

const prerendered = new Set(buildMeta().prerendered)

// A route type the sweep does not load (the not-found page is no prerendered page) gets a test of its own at 360 px.
for (const path of routeTypes.filter((p) => !prerendered.has(p))) {
  test(`at 360 px ${path} has no serious accessibility violation, fits the width and has no control under 44 × 44 px`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(path)
    await hydrated(page)
    expect(await phoneProblems(page, path)).toEqual([])
  })
}

for (const { label, paths } of prerenderedSlices()) {
  const types = paths.filter((path) => routeTypes.includes(path))
  const checked =
    types.length === 0
      ? ''
      : ` (at 360 px, ${types.join(', ')} with no serious accessibility violation, fitting the width, no control under 44 × 44 px)`
  test(`prerendered ${label} load and hydrate without an uncaught error, the brand's name whole at 360 px${checked}`, async ({
    visitor: page,
  }) => {
    const errors: string[] = []
    const names: string[] = []
    const problems: string[] = []
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    for (const path of paths) {
      const routeType = types.includes(path)
      await page.setViewportSize(routeType ? phone : { width: 360, height: 740 })
      // Hydration is the condition, not the load event: images may still arrive after the page is interactive.
      await page.goto(path, { waitUntil: 'commit' })
      await hydrated(page)
      await expect(page.locator('h1').first()).toBeVisible()
      names.push(...(await brandNameProblems(page)).map((problem) => `${path}: ${problem}`))
      if (routeType) {
        // Checked as a test of its own checked it: the page loaded in full, images included.
        await page.waitForLoadState('load')
        problems.push(...(await phoneProblems(page, path)))
      }
    }
    expect(errors).toEqual([])
    expect(names, 'the header’s brand name').toEqual([])
    expect(problems, 'the route types at 360 px').toEqual([])
  })
}
