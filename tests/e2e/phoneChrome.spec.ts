// The header on a phone: one row at most 72 px tall for every brand, the navigation behind a menu button that
// opens it, closes on Escape and gives focus back; the cart's item count is in the header and follows the cart.
import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { expect, hydrated, test } from './fixtures.ts'
import { brandNameProblems } from './pageHealth.ts'

const prefixes = globSync('brands/*.json').map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { prefix: string }).prefix)

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('every brand’s header is one row at most 72 px tall with its name whole (at 320 and 1920 px too), its navigation behind the menu button', async ({
    page,
  }) => {
    const names: string[] = []
    for (const prefix of prefixes) {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(`/${prefix}`)
      const header = page.locator('.site-header')
      const height = await header.evaluate((h) => h.getBoundingClientRect().height)
      expect(height, `${prefix} header height`).toBeLessThanOrEqual(72)
      await expect(page.locator('.site-nav'), prefix).toBeHidden()
      const menu = page.getByRole('button', { name: 'Menu' })
      await expect(menu, prefix).toBeVisible()
      const box = await menu.boundingBox()
      expect(box && Math.min(box.width, box.height), `${prefix} menu button size`).toBeGreaterThanOrEqual(44)
      // Every prerendered page's name is measured at 360 px (accessibility.spec.ts); the narrowest phone and a wide
      // screen are checked here, on each brand's home.
      for (const width of [320, 1920]) {
        await page.setViewportSize({ width, height: 740 })
        names.push(...(await brandNameProblems(page)).map((problem) => `/${prefix} at ${width} px: ${problem}`))
      }
    }
    expect(names, 'the header’s brand name').toEqual([])
  })

  test('a brand’s short mark stands in for its name on a phone, the name staying the link’s name', async ({ page }) => {
    // No brand needs one today: adtalem's home as a build with "shortName": "Adtalem" writes it (markup and payload).
    await page.route('**/adtalem', async (route) => {
      const response = await route.fetch()
      const body = (await response.text())
        .replace(
          '<a class="brand-mark" href="/adtalem">',
          '<a class="brand-mark" href="/adtalem" aria-label="Adtalem Global Education">',
        )
        .replace('<span class="brand-name">', '<span class="brand-short-name">Adtalem</span>$&')
        .replaceAll('"name":"Adtalem Global Education",', '$&"shortName":"Adtalem",')
      await route.fulfill({ response, body })
    })
    await page.goto('/adtalem')
    await hydrated(page)
    const mark = page.getByRole('link', { name: 'Adtalem Global Education', exact: true })
    const nameWidth = () => mark.locator('.brand-name').evaluate((name) => name.getBoundingClientRect().width)
    await expect(mark.locator('.brand-short-name')).toBeVisible()
    expect(await nameWidth()).toBe(0)
    expect(await brandNameProblems(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(mark.locator('.brand-short-name')).toBeHidden()
    expect(await nameWidth()).toBeGreaterThan(100)
  })

  test('the menu opens the navigation, Escape closes it and focus goes back to the button; it ends with the directory', async ({
    page,
  }) => {
    await page.goto('/avis')
    await hydrated(page)
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const nav = page.getByRole('navigation', { name: 'Avis navigation' })
    await expect(nav.getByRole('link', { name: 'Assistant' })).toBeVisible()
    for (const link of await nav.getByRole('link').all()) {
      expect((await link.boundingBox())?.height, await link.innerText()).toBeGreaterThanOrEqual(44)
    }
    await nav.getByRole('link', { name: 'Assistant' }).focus()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // Following a link closes the menu with the page it leaves.
    await menu.click()
    await nav.getByRole('link', { name: 'Assistant' }).click()
    await expect(page).toHaveURL(/\/avis\/ai$/)
    await expect(nav).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask Avis')

    // Its last entry leads back to every partner's demo.
    await menu.click()
    await nav.getByRole('link', { name: 'All partner demos' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner demo directory')
  })

  test('the menu works before the page is hydrated', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/KFC')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'KFC navigation' }).getByRole('link', { name: 'Wi-Fi' })).toBeVisible()
  })

  test('the header shows how many items are in the cart, as they change', async ({ page }) => {
    await page.goto('/KFC/shop/products/lemonade')
    await hydrated(page)
    const headerCart = page.locator('.header-cart')
    await expect(headerCart).toHaveText('Cart')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(headerCart).toHaveText(/^Cart\s*1 item$/)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(headerCart).toHaveText(/^Cart\s*2 items$/)
  })
})

test('at 1280 px the navigation is a row in the header, with the cart count on its cart link', async ({ page }) => {
  await page.goto('/KFC')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  const nav = page.getByRole('navigation', { name: 'KFC navigation' })
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Shop', 'Wi-Fi', 'Account', 'Cart'])
  await page.evaluate(() =>
    localStorage.setItem('storefront:KFC:cart', JSON.stringify([{ slug: '8-piece-bucket', quantity: 3 }])),
  )
  await page.reload()
  await hydrated(page)
  await expect(nav.getByRole('link', { name: /Cart/ })).toHaveText(/^Cart\s*3 items$/)
})
