// The directory of partner demos: sorted by name whatever the case, each partner with links straight into the flows
// it offers, and a filter by flow that a presenter can share (it lives in the address).
import { expect, hydrated, test } from './fixtures.ts'

test('partners are listed by name ignoring case, each with links into its flows', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const names = await page.locator('.directory-brand strong').allTextContents()
  expect(names).toHaveLength(20)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  expect(names.slice(0, 2)).toEqual(['Adtalem Global Education', 'Arch Pristine'])

  const avis = page.getByRole('list', { name: 'Avis flows' })
  await expect(avis.getByRole('link')).toHaveText(['Shop', 'SMS', 'Assistant', 'Journey', 'Help'])
  await avis.getByRole('link', { name: 'Journey' }).click()
  await expect(page).toHaveURL(/\/avis\/journey$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('filtering by a flow shows only the partners that offer it, and a reload keeps the filter', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const filter = page.getByRole('group', { name: 'Show partners with' })
  const cards = page.locator('.directory > li')
  await expect(page.getByRole('status')).toHaveText('20 partners.')

  await filter.getByRole('button', { name: 'Assistant' }).click()
  await expect(filter.getByRole('button', { name: 'Assistant' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\?flow=assistant$/)
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(20)
  await expect(page.getByRole('status')).toHaveText(`${count} of 20 partners offer Assistant.`)
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: 'Assistant' })).toBeVisible()

  await page.reload()
  await hydrated(page)
  await expect(cards).toHaveCount(count)
  await expect(filter.getByRole('button', { name: 'Assistant' })).toHaveAttribute('aria-pressed', 'true')

  await filter.getByRole('button', { name: 'Any flow' }).click()
  await expect(cards).toHaveCount(20)
  await expect(page).toHaveURL(/\/$/)
})

test('a flow the directory does not know in the address shows every partner', async ({ page }) => {
  await page.goto('/?flow=%3Cscript%3E')
  await hydrated(page)
  await expect(page.locator('.directory > li')).toHaveCount(20)
  await expect(page.getByRole('button', { name: 'Any flow' })).toHaveAttribute('aria-pressed', 'true')
})
