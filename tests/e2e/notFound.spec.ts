// The two 404 messages of the error catalogue, from the static host's 404.html completed in the browser; a miss under
// a brand is shown in that brand's frame and leads to its home, any other to the directory.
import { expect, test } from './fixtures.ts'

test('a path no route matches: status 404 and "Page not found: {path}"', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page')
  await expect(page).toHaveTitle('Page Not Found')
})

test('an unknown slug under a catch-all: status 404 and "Page Not Found: {path}"', async ({ page }) => {
  const response = await page.goto('/KFC/shop/products/no-such-bucket')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /KFC/shop/products/no-such-bucket')
  await page.goto('/diamond/resorts/atlantis/deep')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /diamond/resorts/atlantis/deep')
})

test('a miss under a brand, in any casing, keeps the brand’s header and layout and leads to its home', async ({ page }) => {
  const response = await page.goto('/ARCH-pristine/nowhere')
  expect(response?.status()).toBe(404)
  // The brand's own layout, with its one-off styles: the header drawn as a ruled title block.
  await expect(page.locator('.layout-arch-pristine')).toHaveCount(1)
  await expect(page.locator('.site-header')).toHaveCSS('border-top-style', 'solid')
  await expect(page.getByRole('link', { name: 'Arch Pristine' }).first()).toHaveAttribute('href', '/arch-pristine')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /ARCH-pristine/nowhere')
  await expect(page).toHaveTitle('Page Not Found')
  await page.getByRole('link', { name: 'Back to Arch Pristine' }).click()
  await expect(page).toHaveURL(/\/arch-pristine$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.layout-arch-pristine')).toHaveCount(1)
})

test('the 404 page links back to the directory of demos', async ({ page }) => {
  await page.goto('/nowhere')
  await page.getByRole('link', { name: 'See all demos' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner demo directory')
})
