// Each prefix renders in its own named layout, and the layouts look different: header colours and type differ.
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'
import { brandNames } from './site.ts'

// The look is HTML and CSS alone: without scripts each page is ready at once (no hydration, analytics or
// prefetch competing for the two cores while twenty pages are compared).
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('every brand home has its own layout with a distinct header', async ({ context }) => {
    // Four tabs share the twenty homes, so the test waits on four page loads at a time, not twenty in a row.
    const prefixes = Object.keys(brandNames)
    const tabs = 4
    const looks = new Map<string, string>()
    await Promise.all(
      Array.from({ length: tabs }, async (_, tab) => {
        const page = await context.newPage()
        for (const prefix of prefixes.filter((_, i) => i % tabs === tab)) {
          await page.goto(`/${prefix}`)
          await expect(page.locator(`.layout-${prefix}`)).toHaveCount(1)
          const look = await page
            .locator('.site-header')
            .first()
            .evaluate((header) => {
              const h = getComputedStyle(header)
              const mark = getComputedStyle(header.querySelector('.brand-mark') as Element)
              const h1 = getComputedStyle(document.querySelector('h1') as Element)
              return [h.backgroundColor, h.backgroundImage, mark.color, mark.fontFamily, h1.fontFamily, h1.textTransform].join(
                ' | ',
              )
            })
          looks.set(prefix, look)
        }
        await page.close()
      }),
    )
    expect(looks.size).toBe(prefixes.length)
    const alike = prefixes.flatMap((a, i) =>
      prefixes
        .slice(i + 1)
        .filter((b) => looks.get(a) === looks.get(b))
        .map((b) => `${a} looks like ${b}`),
    )
    expect(alike).toEqual([])
  })
})

test('shop pages of KFC use the shared shop layout, its other pages the KFC layout', async ({ page }) => {
  await page.goto('/KFC/shop/cart')
  await expect(page.locator('.layout-shop')).toHaveCount(1)
  await page.goto('/KFC/wifi')
  await expect(page.locator('.layout-KFC')).toHaveCount(1)
  await page.goto('/account')
  await expect(page.locator('.layout-thumbtack')).toHaveCount(1)
})

// A layout whose module only brings a stylesheet to the shared frame (the shop's, arch-pristine's one-off) is drawn
// by the frame the browser entry holds: its page names no layout code to import, links the stylesheet, and a client
// navigation into it links that stylesheet and draws the frame with the layout's chrome.
test('a stylesheet-only layout costs its pages no layout code, on a first load and on a client navigation', async ({ page }) => {
  for (const path of ['/KFC/shop', '/arch-pristine']) {
    const { route } = await (await page.request.get(`${path}/_payload.json`)).json()
    expect(route.view.layout, path).toBeUndefined()
    expect(route.view.styles, path).toContainEqual(expect.stringMatching(/layouts_[\w-]+_layout-/))
  }
  await page.goto('/KFC')
  await hydrated(page)
  await markDocument(page)
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click()
  await expect(page.locator('.layout-shop')).toHaveCount(1)
  await expect(page.locator('.site-header .chrome-badge')).toHaveText('Online shop')
  await expect(page.locator('.site-header .chrome-badge')).toHaveCSS('text-transform', 'uppercase')
  await expect(page.locator('.layout-shop')).toHaveClass(/edge-thick/)
  expect(await sameDocument(page), 'the navigation loaded a new document').toBe(true)
})
