// Catalog request (llbean /llbean/catalog/request): address validation that keeps what was typed (across a reload
// too, until it is sent), a confirmation with the delivery window, the request kept on the device, "Catalog
// Requested", and identify only with an email.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Leon Bean')
  await page.getByLabel('Street address').fill('95 Main Street')
  await page.getByLabel('City', { exact: true }).fill('Freeport')
  await page.getByLabel('State').selectOption('ME')
}

test('llbean: a request with an email is checked, confirmed with a delivery window, kept, tracked and identified', async ({
  page,
  segment,
}) => {
  await page.goto('/llbean/catalog/request')
  await hydrated(page)
  const interests = page.getByRole('group', { name: 'I am interested in (optional)' })
  // The brand's product categories, in catalog order.
  await expect(interests.locator('label')).toHaveText(['Footwear', 'Outerwear', 'Bags', 'Camping', 'Home'])

  await page.getByRole('button', { name: 'Request my catalog' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 5 highlighted fields.')
  await expect(page.getByLabel('Full name')).toBeFocused()

  await fillAddress(page)
  await page.getByLabel('ZIP code').fill('0403')
  await page.getByLabel('Email (optional)').fill('leon@llbean')
  await interests.getByRole('checkbox', { name: 'Camping' }).check()
  await interests.getByRole('checkbox', { name: 'Footwear' }).check()
  await page.getByRole('button', { name: 'Request my catalog' }).click()

  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await expect(page.getByLabel('ZIP code')).toBeFocused()
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code, or ZIP+4 like 04032-1234.')
  await expect(page.getByLabel('Email (optional)')).toHaveAccessibleDescription(
    'Enter an email address like name@example.com, or leave it empty.',
  )
  await expect(page.getByLabel('Street address')).toHaveValue('95 Main Street')
  await expect(page.getByLabel('State')).toHaveValue('ME')
  await expect(interests.getByRole('checkbox', { name: 'Camping' })).toBeChecked()

  // A reload loses nothing of the half-filled form.
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Full name')).toHaveValue('Leon Bean')
  await expect(page.getByLabel('State')).toHaveValue('ME')
  await expect(page.getByLabel('ZIP code')).toHaveValue('0403')
  await expect(interests.getByRole('checkbox', { name: 'Footwear' })).toBeChecked()
  await expect(interests.getByRole('checkbox', { name: 'Camping' })).toBeChecked()

  await page.getByLabel('ZIP code').fill('040321234')
  await page.getByLabel('Email (optional)').fill('Leon@LLBean.com')
  await page.getByRole('button', { name: 'Request my catalog' }).click()

  await expect(page.getByRole('heading', { name: 'Your catalog is on its way' })).toBeFocused()
  await expect(page.getByText('We will mail it to Leon Bean, 95 Main Street, Freeport, ME 04032-1234.')).toBeVisible()
  await expect(page.getByText(/Expect it between \w+ \d+, \d{4} and \w+ \d+, \d{4}\./)).toBeVisible()
  await expect(page.locator('.catalog-reference')).toHaveText(/^LLBE-[2-9A-Z]{6}$/)
  const reference = (await page.locator('.catalog-reference').textContent()) as string

  await expect.poll(() => segment.events('track', 'Catalog Requested').length).toBe(1)
  // In the brand's order, whatever order they were ticked in.
  await expect
    .poll(() => segment.events('track', 'Catalog Requested')[0]?.body.properties)
    .toMatchObject({ interests: ['Footwear', 'Camping'] })
  // The address goes on the anonymous visitor: requesting a catalog is not signing in.
  await expectTraitsWithoutSignIn(segment, 'Catalog Requested', {
    email: 'leon@llbean.com',
    name: 'Leon Bean',
    address: { street: '95 Main Street', city: 'Freeport', state: 'ME', postal_code: '04032-1234', country: 'US' },
  })

  await page.reload()
  await hydrated(page)
  await expect(page.locator('.catalog-requests li').first()).toContainText(reference)
  await expect(page.locator('.catalog-requests li').first()).toContainText('Footwear, Camping')
  // Sent, the draft is gone: the form starts empty.
  await expect(page.getByLabel('Full name')).toHaveValue('')
  await expect(interests.getByRole('checkbox', { name: 'Camping' })).not.toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('storefront:llbean:draft:catalog-request'))).toBeNull()
})

test('llbean: without an email nobody is identified, and the page is accessible at 360px', async ({ page, segment }) => {
  const problems = watchPageProblems(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/llbean/catalog/request')
  await hydrated(page)
  await fillAddress(page)
  await page.getByLabel('ZIP code').fill('04032')
  await page.getByRole('button', { name: 'Request my catalog' }).click()
  await expect(page.getByText('We will mail it to Leon Bean, 95 Main Street, Freeport, ME 04032.')).toBeVisible()
  await expect.poll(() => segment.events('track', 'Catalog Requested').length).toBe(1)
  await expect.poll(() => segment.events('track', 'Catalog Requested')[0]?.body.properties).toMatchObject({ interests: [] })
  expect(segment.events('identify')).toHaveLength(0)

  await page.getByRole('button', { name: 'Request another catalog' }).click()
  await page.getByRole('button', { name: 'Request my catalog' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})
