// Resort request (diamond /diamond/resorts/<slug>): the resort's details stay; dates that are in the past or out of
// order, and a guest count outside 1–12, are flagged next to the fields; nights and an estimated total follow the
// dates; a sent request has a reference, is kept on the device and tracked as "Resort Info Requested".
import { expect, hydrated, openWithLaterChunksFailing, test } from './fixtures.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

/** The browser's calendar date `offset` days from today, as a date input takes it. */
function day(offset: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('diamond: a stay request is checked, estimated, confirmed, kept and tracked', async ({ page, segment }) => {
  await page.goto('/diamond/resorts/polo-towers')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polo Towers')
  await expect(page.getByText('From $179.00 a night')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'More resorts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sedona Summit' })).toBeVisible()
  await expect(page.getByText('Choose your dates to see the number of nights and an estimated total.')).toBeVisible()
  await expect(page.getByLabel('Check-in')).toHaveAttribute('min', day(0))

  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(page.getByLabel('Check-in')).toBeFocused()

  await page.getByLabel('Check-in').fill(day(-1))
  await page.getByLabel('Check-out').fill(day(-3))
  await page.getByLabel('Guests (1 to 12)').fill('13')
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.')
  await expect(page.getByLabel('Check-in')).toHaveAccessibleDescription('Choose a check-in date from today on.')
  await expect(page.getByLabel('Check-out')).toHaveAccessibleDescription('Choose a check-out date in the future.')
  await expect(page.getByLabel('Guests (1 to 12)')).toHaveAccessibleDescription('Enter from 1 to 12 guests.')

  await page.getByLabel('Check-in').fill(day(10))
  await page.getByLabel('Check-out').fill(day(8))
  await page.getByLabel('Guests (1 to 12)').fill('4')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 1 highlighted field.')
  await expect(page.getByLabel('Check-out')).toBeFocused()
  await expect(page.getByLabel('Check-out')).toHaveAccessibleDescription('Choose a check-out date after check-in.')
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('Check-in')).toHaveValue(day(10))

  await page.getByLabel('Check-out').fill(day(13))
  await expect(page.locator('.stay-estimate')).toHaveText(
    '3 nights × $179.00 = estimated total $537.00 (before taxes and resort fees)',
  )
  await page.getByRole('button', { name: 'Send request' }).click()

  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused()
  await expect(page.getByText(/3 nights from .+ for 4 guests, estimated at \$537\.00/)).toBeVisible()
  await expect(page.locator('.stay-reference')).toHaveText(/^DIAM-[2-9A-Z]{6}$/)
  const reference = (await page.locator('.stay-reference').textContent()) as string

  await expect.poll(() => segment.events('track', 'Resort Info Requested').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Resort Info Requested')[0]?.body.properties)
    .toMatchObject({
      resort_id: 'polo-towers',
      nights: 3,
      guests: 4,
      estimated_total: 537,
      currency: 'USD',
      check_in: day(10),
      check_out: day(13),
    })

  await page.reload()
  await hydrated(page)
  const kept = page.locator('.stay-requests li')
  await expect(kept).toHaveCount(1)
  await expect(kept.first()).toContainText(reference)
  await expect(kept.first()).toContainText('$537.00')
  // Another resort lists only its own requests.
  await page.getByRole('link', { name: 'Sedona Summit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sedona Summit')
  await expect(page.locator('.stay-requests')).toHaveCount(0)
})

test('diamond: the resort page is accessible and fits 360px and 1920px', async ({ page }) => {
  const problems = watchPageProblems(page)
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/diamond/resorts/the-point-at-poipu')
    await hydrated(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('HGV: a resort chosen on the home page opens in the list, in view, with its stay request beside it; each resort opens in place', async ({
  page,
  segment,
}) => {
  await page.goto('/HGV')
  await hydrated(page)
  await page
    .getByRole('link', { name: /Ocean 22/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/HGV\/resorts#ocean-22$/)
  const panel = page.locator('#resort-booking')
  await expect(panel.getByRole('heading', { name: 'Stay at Ocean 22 by Hilton Grand Vacations' })).toBeFocused()
  // The chosen resort and its form are on screen, side by side, not another resort.
  const ocean = page.locator('#ocean-22')
  await expect(ocean.getByRole('heading', { name: 'Ocean 22 by Hilton Grand Vacations', level: 3 })).toBeInViewport()
  await expect(ocean.getByText('From $239.00 a night')).toBeInViewport()
  await expect(panel.getByLabel('Check-in')).toBeInViewport()
  await expect(page.getByRole('heading', { name: 'Elara, a Hilton Grand Vacations Club' })).not.toBeInViewport()
  const details = await ocean.locator('.resort-open-details').boundingBox()
  const form = await panel.boundingBox()
  expect(form?.x).toBeGreaterThan((details?.x ?? 0) + (details?.width ?? 0))

  const elara = page.getByRole('button', { name: 'Details and booking for Elara, a Hilton Grand Vacations Club' })
  await elara.click()
  await expect(elara).toHaveAttribute('aria-expanded', 'true')
  await expect(page).toHaveURL(/#elara$/)
  // One resort open at a time.
  await expect(page.locator('.resort-open')).toHaveCount(1)
  await expect(panel.getByRole('heading', { name: 'Stay at Elara, a Hilton Grand Vacations Club' })).toBeFocused()
  await expect(page.locator('#elara').getByText('From $289.00 a night')).toBeInViewport()
  expect(await seriousViolations(page)).toEqual([])

  await panel.getByLabel('Check-in').fill(day(20))
  await panel.getByLabel('Check-out').fill(day(22))
  await panel.getByLabel('Full name').fill('Ada Lovelace')
  await panel.getByLabel('Email').fill('ada@example.com')
  await expect(panel.locator('.stay-estimate')).toHaveText(
    '2 nights × $289.00 = estimated total $578.00 (before taxes and resort fees)',
  )
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByRole('heading', { name: 'Request sent' })).toBeFocused()
  await expect(panel.locator('.stay-reference')).toHaveText(/^HGV-[2-9A-Z]{6}$/)
  await expect.poll(() => segment.events('track', 'Resort Info Requested')[0]?.body.properties?.resort_id).toBe('elara')

  await panel.getByRole('button', { name: 'Back to all resorts' }).click()
  await expect(panel).toHaveCount(0)
  await expect(elara).toBeFocused()
  await expect(elara).toHaveAttribute('aria-expanded', 'false')

  // On a phone, a resort named in the address (a full page load) opens with its form right below its heading.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/HGV/resorts#marbrisa')
  await hydrated(page)
  await expect(panel.getByRole('heading', { name: 'Stay at MarBrisa, a Hilton Grand Vacations Club' })).toBeFocused()
  await expect(panel.getByRole('heading', { name: 'Stay at MarBrisa, a Hilton Grand Vacations Club' })).toBeInViewport()
  await expect(panel.getByLabel('Check-in')).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('HGV: the list’s first load does not carry the stay request form; a form that cannot be fetched can be tried again', async ({
  page,
}) => {
  const { errors, restore } = await openWithLaterChunksFailing(page, '/HGV/resorts')
  await page.getByRole('button', { name: 'Details and booking for Elara, a Hilton Grand Vacations Club' }).click()
  const panel = page.locator('#resort-booking')
  await expect(panel.getByRole('heading', { name: 'Stay at Elara, a Hilton Grand Vacations Club' })).toBeFocused()
  await expect(panel.getByRole('alert')).toHaveText(/The stay request form could not be loaded\./)
  expect(errors.some((e) => e.startsWith('Could not load the stay request form:'))).toBe(true)

  await restore()
  await panel.getByRole('button', { name: 'Try again' }).click()
  await expect(panel.getByLabel('Check-in')).toBeVisible()
  await expect(page.locator('#elara').getByText('From $289.00 a night')).toBeVisible()
  await expect(panel.getByRole('alert')).toHaveCount(0)
})
