// The two 404 messages of the error catalogue, from the static host's 404.html completed in the browser.
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

test('the 404 page links back to the directory of demos', async ({ page }) => {
  await page.goto('/nowhere')
  await page.getByRole('link', { name: 'See all demos' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner demo directory')
})
