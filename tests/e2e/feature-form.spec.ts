// Inquiry form (adtalem /adtalem/form): validation next to the fields keeps what was typed, a sent inquiry shows
// its reference, is kept on the device, adds the visitor's contact details to their traits and tracks "Inquiry Submitted".
import { expect, hydrated, openWithLaterChunksFailing, openWithLaterChunksHeld, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

test('adtalem: an inquiry is checked field by field, sent with a reference, kept and tracked', async ({ page, segment }) => {
  await page.goto('/adtalem/form')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request program information')

  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 5 highlighted fields.')
  await expect(page.getByLabel('First name')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.')
  await expect(page.getByLabel('Program of interest')).toHaveAccessibleDescription('Choose the program you are interested in.')

  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('Ada@example')
  await page.getByLabel('Phone (optional)').fill('12345')
  await page.getByLabel('Program of interest').selectOption('Walden University Master of Business Administration (MBA)')
  const term = page.getByLabel('Preferred start term')
  await term.selectOption({ index: 1 })
  const startTerm = await term.inputValue()
  expect(startTerm).toMatch(/^(Spring|Summer|Fall) \d{4}$/)
  await page.getByLabel('Message (optional)').fill('Is there a part-time option?')
  await page.getByRole('button', { name: 'Send inquiry' }).click()

  // Only the wrong fields are flagged; everything typed is still there.
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(page.getByText('Enter a phone number of 10 to 15 digits, or leave it empty.')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('Program of interest')).toHaveValue('Walden University Master of Business Administration (MBA)')
  await expect(term).toHaveValue(startTerm)
  await expect(page.getByLabel('Message (optional)')).toHaveValue('Is there a part-time option?')
  expect(segment.events('track', 'Inquiry Submitted')).toHaveLength(0)

  await page.getByLabel('Email').fill('Ada@Example.com')
  await page.getByLabel('Phone (optional)').fill('(555) 123-4567')
  await page.getByRole('button', { name: 'Send inquiry' }).click()

  const done = page.getByRole('heading', { name: 'Thank you, Ada Lovelace' })
  await expect(done).toBeFocused()
  const reference = page.locator('.enquiry-reference')
  await expect(reference).toHaveText(/^ADTA-[2-9A-Z]{6}$/)
  const id = (await reference.textContent()) as string
  await expect(page.getByText(`we will reply to ada@example.com`)).toBeVisible()

  await expect.poll(() => segment.events('track', 'Inquiry Submitted').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Inquiry Submitted')[0]?.body.properties)
    .toMatchObject({
      program: 'Walden University Master of Business Administration (MBA)',
      start_term: startTerm,
    })
  // The contact details go on the anonymous visitor: an inquiry is not a sign-in.
  await expectTraitsWithoutSignIn(segment, 'Inquiry Submitted', {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+15551234567',
  })

  // Kept on this device: still listed after a reload.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Your inquiries' })).toBeVisible()
  await expect(page.locator('.enquiry-list li').first()).toContainText(id)
  await expect(page.locator('.enquiry-list li').first()).toContainText(startTerm)
})

test('adtalem: a phone is optional, and without one no phone trait is sent', async ({ page, segment }) => {
  await page.goto('/adtalem/form')
  await hydrated(page)
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByLabel('Program of interest').selectOption({ index: 1 })
  await page.getByLabel('Preferred start term').selectOption({ index: 2 })
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Grace Hopper' })).toBeVisible()
  await expect.poll(() => segment.events('identify').length).toBe(1)
  expect(segment.events('identify')[0]?.body.traits).not.toHaveProperty('phone')

  await page.getByRole('button', { name: 'Send another inquiry' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('')
})

test('adtalem: the inquiry form hydrates cleanly, is accessible and fits 360px and 1920px', async ({ page }) => {
  const problems = watchPageProblems(page)
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/adtalem/form')
    await hydrated(page)
    await page.getByRole('button', { name: 'Send inquiry' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('the inquiry’s checks are not in the first load; a submit made before they arrive waits for them', async ({ page }) => {
  const { heldBack, release } = await openWithLaterChunksHeld(page, '/adtalem/form')
  await page.getByLabel('First name').fill('Ada')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  // The checks were asked for (when the form was focused) and have not arrived: nothing is flagged yet.
  await expect.poll(() => heldBack.length).toBeGreaterThan(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  release()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(page.getByLabel('Last name')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
})

test('when the inquiry’s checks cannot be fetched, a submit keeps what was typed and says why; the next one works', async ({
  page,
}) => {
  const { errors, restore } = await openWithLaterChunksFailing(page, '/adtalem/form')
  await page.getByLabel('First name').fill('Ada')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect.poll(() => errors.some((e) => e.startsWith("Could not load the form's checks:"))).toBe(true)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByLabel('First name')).toHaveValue('Ada')

  await restore()
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
})
