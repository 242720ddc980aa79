// Every brand's forms, sent empty: the error state (error messages, invalid fields, the summary) has no serious
// accessibility violation, colour contrast included, on each brand theme. Only the page is looked at, not its
// analytics: the tests share the worker's page of the sweeps (sharedPage.ts), which has no Segment stand-in, rather
// than each opening a browser context of its own and compiling axe again in it.
import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { expect, hydrated } from './fixtures.ts'
import { seriousViolations } from './pageHealth.ts'
import { sweep as test } from './sharedPage.ts'

/** Pages whose main form checks its fields when sent empty. */
const formPages = /^(service|sms|form|review|catalog\/request|account|shop\/account|journey\/start|foodfinder|ai)$/

const brands = globSync('brands/*.json').map(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as { prefix: string; pages: string[] },
)

for (const brand of brands) {
  const paths = brand.pages.filter((p) => formPages.test(p)).map((p) => `/${brand.prefix}/${p}`)
  if (paths.length === 0) continue
  test(`${brand.prefix}: forms sent empty show their errors without a serious accessibility violation`, async ({
    visitor: page,
  }) => {
    // The viewport a test of its own has (Desktop Chrome's): a sweep before may have left the page at another width.
    await page.setViewportSize({ width: 1280, height: 720 })
    for (const path of paths) {
      await page.goto(path)
      await hydrated(page)
      await page.locator('main form button[type="submit"]').first().click()
      await expect(page.locator('main [aria-invalid="true"], main .field-error, main [role="alert"]').first()).toBeVisible()
      expect(await seriousViolations(page), path).toEqual([])
    }
  })
}
