// A brand home's "Explore" list links what a visitor would open from there: each flow at its entry, never a step
// inside it, a checkout or a confirmation that only makes sense in the middle of one.
import { expect, hydrated, test } from './fixtures.ts'

test('purina: Explore lists the entries of its flows, and the food finder opens at its first question', async ({ page }) => {
  await page.goto('/purina')
  await hydrated(page)
  const explore = page.getByRole('region', { name: 'Explore Purina' })
  await expect(explore.getByRole('link')).toHaveText([
    'Your account and orders',
    'Find the right food for your pet',
    'Shop food, treats and starter kits',
    'Your cart',
    'Sign up for text alerts',
  ])
  await explore.getByRole('link', { name: 'Find the right food for your pet' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('jpmc: the account is named for applications, and nothing links into the middle of an application', async ({ page }) => {
  await page.goto('/jpmc')
  await hydrated(page)
  const links = page.getByRole('region', { name: 'Explore JPMorgan Chase' }).getByRole('link')
  await expect(links.filter({ hasText: 'Your account and applications' })).toHaveCount(1)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    expect(href).not.toMatch(/confirmItem|confirmOrder|checkout/)
})
