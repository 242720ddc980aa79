// On a phone every control a visitor taps is at least 44 × 44 px: buttons, fields, links that stand on their own
// (links inside running text keep the line's height, as WCAG allows), and for a checkbox or radio button its label.
import { expect, hydrated, test } from './fixtures.ts'

const routeTypes = [
  '/',
  '/account',
  '/KFC',
  '/KFC/shop',
  '/KFC/shop/products/8-piece-bucket',
  '/KFC/shop/cart',
  '/KFC/shop/checkout',
  '/KFC/wifi',
  '/avis/products/confirmItem',
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
  '/adtalem/review',
  '/adtalem/form',
]

test.use({ viewport: { width: 360, height: 740 } })

for (let start = 0; start < routeTypes.length; start += 7) {
  const paths = routeTypes.slice(start, start + 7)
  test(`every control is at least 44 × 44 px at 360 px: ${paths.join(', ')}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path)
      await hydrated(page)
      const small = await page.evaluate(() => {
        const found: string[] = []
        for (const el of document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type=hidden]), select, textarea, summary',
        )) {
          // Not drawn: the closed menu's links, the skip link until it is focused.
          if (el.closest('[popover]:not(:popover-open)') || el.classList.contains('skip-link')) continue
          const box = el.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) continue
          if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
            const line = (el.parentElement?.textContent ?? '').trim().length
            if (line > (el.textContent ?? '').trim().length + 3) continue
          }
          const label = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? el.labels?.[0] : undefined
          const target = label ? label.getBoundingClientRect() : box
          if (target.width < 43.5 || target.height < 43.5)
            found.push(
              `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
            )
        }
        return found
      })
      expect(small, path).toEqual([])
    }
  })
}
