// The account page: signed out, only the sign-in (nothing of the visitor's history); signed in, the profile and
// what the visitor sent the brand, in the brand's words (orders, applications, reservations, bookings), in the data
// table (10 a page; 10, 25, 50, 100 or All).
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { seriousViolations, widerThanViewport } from './pageHealth.ts'

/** `count` orders as the checkout keeps them, newest first. */
function orders(count: number, status: 'placed' | 'requested' = 'placed') {
  return Array.from({ length: count }, (_, i) => ({
    id: `ORDER-${String(count - i).padStart(3, '0')}`,
    placedAt: new Date(Date.UTC(2026, 10, 1 + (count - i))).toISOString(),
    lines: [{ slug: 'item', name: 'Item', quantity: 1, price: 10 + i }],
    totals: { subtotal: 10 + i, tax: 0, total: 10 + i, itemCount: 1 },
    contact: { name: 'Ada Lovelace', email: 'ada@example.com' },
    status,
  }))
}

async function seed(page: Page, prefix: string, list: unknown[]) {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    [`storefront:${prefix}:orders`, JSON.stringify(list)] as const,
  )
}

async function signIn(page: Page, login = 'ada@example.com') {
  await page.getByLabel('Email or phone').fill(login)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
}

test('KFC: signed out, only the sign-in; signed in, the profile and the orders, 10 a page', async ({ page }) => {
  await seed(page, 'KFC', orders(12))
  await page.goto('/KFC/shop/account')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible()
  await expect(page.locator('.data-table')).toHaveCount(0)
  await expect(page.getByText('ORDER-012')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Your orders' })).toHaveCount(0)
  const invitation = page.locator('.page-intro p')
  await expect(invitation).toHaveText(/^Sign in/)

  await signIn(page)
  // The invitation to sign in goes once the visitor has.
  await expect(invitation).toHaveCount(0)
  const table = page.getByRole('table', { name: 'Your orders' })
  await expect(page.getByRole('heading', { name: 'Your orders', level: 2 })).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText(['Order', 'Placed', 'Status', 'Items', 'Total'])
  await expect(table.locator('tbody tr')).toHaveCount(10)
  await expect(table.getByRole('link', { name: 'ORDER-012' })).toHaveAttribute('href', '/KFC/shop/confirmOrder?order=ORDER-012')
  await expect(page.getByText('1–10 of 12')).toBeVisible()
  const perPage = page.getByLabel('Rows per page:')
  await expect(perPage).toHaveValue('10')
  await expect(perPage.locator('option')).toHaveText(['10', '25', '50', '100', 'All'])
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(table.locator('tbody tr')).toHaveCount(2)
  await perPage.selectOption({ label: 'All' })
  await expect(table.locator('tbody tr')).toHaveCount(12)

  // Signing out takes the history off the page again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('.data-table')).toHaveCount(0)
})

test('a signed-in visitor with nothing sent sees “No data available”', async ({ page }) => {
  await page.goto('/llbean/account')
  await hydrated(page)
  await signIn(page, '(415) 555-0101')
  await expect(page.getByRole('table', { name: 'Your orders' }).getByRole('cell')).toHaveText(['No data available'])
})

const bought = ['Items', 'Total']
// An application is not bought: what was applied for, and what (if anything) was charged beside it.
const applied = ['Applied for', 'Charged']
for (const { prefix, list, item, sent, status, money } of [
  { prefix: 'jpmc', list: 'Your applications', item: 'Application', sent: 'Submitted', status: 'Submitted', money: applied },
  { prefix: 'discover', list: 'Your applications', item: 'Application', sent: 'Submitted', status: 'Submitted', money: applied },
  { prefix: 'adtalem', list: 'Your applications', item: 'Application', sent: 'Submitted', status: 'Submitted', money: applied },
  { prefix: 'avis', list: 'Your reservations', item: 'Reservation', sent: 'Made', status: 'Reserved', money: bought },
  { prefix: 'thumbtack', list: 'Your bookings', item: 'Booking', sent: 'Made', status: 'Booked', money: bought },
] as const) {
  test(`${prefix}: the account lists “${list}”`, async ({ page }) => {
    await seed(page, prefix, orders(1))
    await page.goto(`/${prefix}/account`)
    await hydrated(page)
    await expect(page.getByText('ORDER-001')).toHaveCount(0)
    await signIn(page)
    await expect(page.getByRole('heading', { name: list, level: 2 })).toBeVisible()
    const table = page.getByRole('table', { name: list })
    await expect(table.getByRole('columnheader')).toHaveText([item, sent, 'Status', ...money])
    await expect(table.locator('tbody td').nth(2)).toHaveText(status)
    await expect(page.getByText('Your orders')).toHaveCount(0)
  })
}

test('Carnival at 360 px: a booking request is listed as a requested booking, not an order', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await seed(page, 'Carnival', orders(1, 'requested'))
  await page.goto('/Carnival/account')
  await hydrated(page)
  await expect(page.getByText('ORDER-001')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await signIn(page)
  const table = page.getByRole('table', { name: 'Your bookings' })
  await expect(table.getByRole('columnheader')).toHaveText(['Booking', 'Made', 'Status', 'Items', 'Total'])
  await expect(table.locator('tbody td')).toHaveText(['ORDER-001', /\d/, 'Requested', '1', '$10.00'])
  expect(await widerThanViewport(page)).toBe(false)
  expect(await seriousViolations(page)).toEqual([])
})

test('HGV, which takes no orders: signed in, the profile and no empty history', async ({ page }) => {
  await page.goto('/HGV/account')
  await hydrated(page)
  await signIn(page)
  await expect(page.locator('.data-table')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Signed in'])
})

test('jpmc: an application is listed by what was applied for, with nothing charged, not as 0 items for $0.00', async ({
  page,
}) => {
  const application = {
    ...orders(1)[0],
    lines: [{ slug: 'sapphire-preferred', name: 'Chase Sapphire Preferred Card', quantity: 1, price: 0, kind: 'application' }],
    totals: { subtotal: 0, tax: 0, total: 0, itemCount: 0 },
    kind: 'application',
  }
  await seed(page, 'jpmc', [application])
  await page.goto('/jpmc/account')
  await hydrated(page)
  await signIn(page)
  const row = page.getByRole('table', { name: 'Your applications' }).locator('tbody tr')
  await expect(row.locator('td').nth(3)).toHaveText('Chase Sapphire Preferred Card')
  await expect(row.locator('td').nth(4)).toHaveText('Nothing')
  await expect(row).not.toContainText('$0.00')
})
