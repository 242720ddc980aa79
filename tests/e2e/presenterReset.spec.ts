// A presenter's reset between clients, from the event inspector: one brand's demo, then every brand's.
import type { Page } from '@playwright/test'
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'
import { seriousViolations, smallTouchTargets } from './pageHealth.ts'

async function signIn(page: Page, login: string) {
  await page.getByLabel('Email or phone').fill(login)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

test('a reset clears the brand’s cart, sign-in, events and identity in place, keeps other brands’, and all clears both', async ({
  page,
  segment,
}) => {
  await page.goto('/avis/account')
  await hydrated(page)
  await signIn(page, 'ada@example.com')

  await page.goto('/KFC/shop/products/famous-bowl')
  await hydrated(page)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.locator('.site-nav').getByRole('link', { name: 'Account' }).click()
  await signIn(page, '(415) 555-0101')
  const cartCount = page.locator('.header-cart .cart-count')
  await expect(cartCount).toHaveText('2 items')
  await expect.poll(() => segment.events('track', 'Signed In').length).toBe(2)
  const signedInAs = segment.events('track', 'Signed In').find((c) => c.body.context?.page?.path === '/KFC/shop/account')?.body
    .userId as string
  expect(signedInAs).toMatch(/^user-/)

  // The inspector lists KFC's events on a KFC page, every brand's on request, and each identity field once.
  await markDocument(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByRole('button', { name: /Analytics events/ }).click()
  const drawer = page.locator('#event-inspector')
  await expect(drawer.getByText('page: Famous Bowl | KFC')).toBeVisible()
  await expect(drawer.getByText('group: avis')).toHaveCount(0)
  await expect(drawer.locator('dt', { hasText: 'anonymous_id' })).toHaveCount(1)
  await expect(drawer.locator('dt', { hasText: 'user_id' })).toHaveCount(1)
  await expect(drawer.locator('dt:has-text("user_id") + dd')).toHaveText(signedInAs)
  // The id label: the events are tied to the user id once one is known, to the anonymous id again after a reset.
  const idLabel = drawer.locator('dt:has-text("Id label") + dd')
  await expect(idLabel).toHaveText('user_id')
  const anonymousId = drawer.locator('dt:has-text("anonymous_id") + dd')
  await expect(anonymousId).toHaveText(/^[0-9a-f-]{36}$/)
  const before = await anonymousId.textContent()
  const everyBrand = drawer.getByLabel('Every brand’s events')
  await everyBrand.check()
  await expect(drawer.getByText('group: avis')).toBeVisible()
  await everyBrand.uncheck()

  await drawer.getByRole('button', { name: 'Reset KFC' }).click()
  await expect(drawer.getByRole('status')).toHaveText(
    /^Cleared KFC: cart \(2 items\), sign-in, \d+ events and the analytics identity\.$/,
  )
  // The page shows the emptied state without a reload: the header's cart count, the sign-in form.
  await expect(cartCount).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(drawer.getByText('No events on KFC’s pages yet.')).toBeVisible()
  await expect(page.locator('.inspector-count')).toHaveText('0')
  await expect(drawer.locator('dt:has-text("user_id") + dd')).toHaveText('none: not signed in')
  await expect(idLabel).toHaveText('anonymous_id')
  await expect(anonymousId).toHaveText(/^[0-9a-f-]{36}$/)
  await expect(anonymousId).not.toHaveText(before as string)
  const after = await anonymousId.textContent()
  expect(await sameDocument(page)).toBe(true)
  expect(await stored(page, 'storefront:KFC:cart')).toBeNull()
  expect(await seriousViolations(page)).toEqual([])
  expect(await smallTouchTargets(page)).toEqual([])
  // avis keeps its sign-in and its events.
  expect(await stored(page, 'storefront:avis:user')).toContain('user-')
  await everyBrand.check()
  await expect(drawer.getByText('group: avis')).toBeVisible()

  // The next page's call goes out under the new identity, signed out.
  await page.goto('/KFC/wifi')
  await hydrated(page)
  const nextPage = () => segment.events('page').find((c) => c.body.properties?.path === '/KFC/wifi')?.body
  await expect.poll(nextPage).toBeTruthy()
  expect(nextPage()?.anonymousId).toBe(after)
  expect(nextPage()?.userId ?? null).toBeNull()

  await page.getByRole('button', { name: /Analytics events/ }).click()
  await drawer.getByRole('button', { name: 'Reset all brands' }).click()
  await expect(drawer.getByRole('status')).toHaveText(/^Cleared all brands: sign-in, \d+ events and the analytics identity\.$/)
  expect(await stored(page, 'storefront:avis:user')).toBeNull()
  await drawer.getByLabel('Every brand’s events').check()
  await expect(drawer.getByText('No events yet.')).toBeVisible()
})
