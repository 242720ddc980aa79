// The event inspector's toggle is a presenter's tool: at no width and no scroll position may a link, button or field
// of the page sit under it.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'

/** Interactive elements of the page whose box, in the viewport, overlaps the toggle's. */
async function coveredByToggle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = document.querySelector('.inspector-toggle')
    if (!toggle) return ['no toggle']
    const t = toggle.getBoundingClientRect()
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
    return controls
      .filter((el) => el !== toggle && !toggle.contains(el) && el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
  })
}

for (const width of [360, 1280]) {
  for (const path of ['/KFC/shop', '/account', '/avis/service']) {
    test(`${path} at ${width} px: nothing the visitor uses sits under the inspector toggle, at any scroll position`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(path)
      await hydrated(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        const y = Math.round(height * fraction)
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
        expect(await coveredByToggle(page), `scrolled to ${y} px`).toEqual([])
      }
    })
  }
}
