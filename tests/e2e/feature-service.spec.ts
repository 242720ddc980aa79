// Customer service: a request is checked field by field (what was typed stays, across a reload too, until it is
// sent or cleared), opens a case with a reference, is listed under "Your open requests" per brand, and tracks
// "Service Request Submitted".
import { expect, hydrated, test } from './fixtures.ts'
import { seriousViolations } from './pageHealth.ts'

test('avis: after a failed send, a field’s error clears as soon as its value is valid, and the summary follows', async ({
  page,
}) => {
  await page.goto('/avis/service')
  await hydrated(page)
  const name = page.getByLabel('Your name')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  await name.fill('Ada Lovelace')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.')
  await page.getByLabel('Email').fill('ada@')
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await page.getByLabel('Email').fill('ada@example.com')
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeHidden()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  // Emptied again, the field is marked again.
  await name.fill('')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.')

  // What was typed survives a reload; clearing the form forgets it.
  await page.getByLabel('How can we help?').fill('Where is my receipt?')
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await expect(page.getByLabel('How can we help?')).toHaveValue('Where is my receipt?')
  await page.getByRole('button', { name: 'Clear form' }).click()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('How can we help?')).toHaveValue('')
  await expect(name).toBeFocused()
  await expect(page.getByRole('button', { name: 'Clear form' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('storefront:avis:draft:service-request'))).toBeNull()
})

test('avis: validation keeps what was typed; a sent request gets a case reference, is listed and tracked', async ({
  page,
  segment,
}) => {
  await page.goto('/avis/service')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service')
  await expect(page.getByText('No open requests on this device.')).toBeVisible()
  const topic = page.getByLabel('Topic')
  await expect(topic.locator('option')).toHaveText([
    'Choose a topic',
    'Change or cancel a reservation',
    'Request a receipt',
    'Report damage to a car',
    'Roadside help',
    'A car or an extra',
    'Something else',
  ])

  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(page.getByLabel('Your name')).toBeFocused()
  await expect(topic).toHaveAccessibleDescription('Choose what your request is about.')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Your name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example')
  await topic.selectOption('A car or an extra')
  await page.getByLabel('Which product? (optional)').selectOption('Compact: Nissan Versa or similar')
  await page.getByLabel('How can we help?').fill('Wrong car class')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(page.getByText('Tell us a little more: at least 20 characters (you have 15).')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('How can we help?')).toHaveValue('Wrong car class')
  await expect(topic).toHaveValue('A car or an extra')
  await expect(page.getByLabel('Which product? (optional)')).toHaveValue('Compact: Nissan Versa or similar')

  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('How can we help?').fill('I was given the wrong car class at pickup in Boston.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeFocused()
  const caseId = (await page.locator('.service-confirmation .case-id').textContent()) as string
  expect(caseId).toMatch(/^AVIS-CASE-[2-9A-HJ-NP-Z]{6}$/)
  await expect(page.getByText('We will reply to ada@example.com within one business day')).toBeVisible()
  // The request is listed; name and email stay for a next one, the request itself is cleared.
  const listed = page.locator('.service-case-list li')
  await expect(listed).toHaveCount(1)
  await expect(listed.first()).toContainText(`${caseId} · A car or an extra · Compact: Nissan Versa or similar`)
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await expect(page.getByLabel('How can we help?')).toHaveValue('')
  await expect(page.getByRole('alert')).toHaveCount(0)

  await expect.poll(() => segment.events('track', 'Service Request Submitted').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Service Request Submitted')[0]?.body.properties)
    .toEqual({
      case_id: caseId,
      topic: 'A car or an extra',
      product: 'Compact: Nissan Versa or similar',
    })
  expect(await seriousViolations(page)).toEqual([])

  await page.reload()
  await hydrated(page)
  await expect(page.locator('.service-case-list li')).toHaveCount(1)
  await expect(page.locator('.service-case-list li').first()).toContainText(caseId)
})

test('llbean at 360px: a request about an order opens its own case, kept per brand', async ({ page, segment }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/llbean/service')
  await hydrated(page)
  await page.getByLabel('Your name').fill('Leon Bean')
  await page.getByLabel('Email').fill('leon@example.com')
  await page.getByLabel('Topic').selectOption('An order I placed')
  await expect(page.getByLabel('Which product? (optional)')).toHaveCount(0)
  await page.getByLabel('How can we help?').fill('My boots arrived in the wrong size; please exchange them.')
  await page.getByRole('button', { name: 'Send request' }).click()
  const caseId = (await page.locator('.service-confirmation .case-id').textContent()) as string
  expect(caseId).toMatch(/^LLBE-CASE-[2-9A-Z]{6}$/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect
    .poll(() => segment.events('track', 'Service Request Submitted')[0]?.body.properties)
    .toEqual({
      case_id: caseId,
      topic: 'An order I placed',
    })

  await page.goto('/cr/service')
  await hydrated(page)
  await expect(page.getByText('No open requests on this device.')).toBeVisible()
  await page.goto('/llbean/service')
  await hydrated(page)
  await expect(page.locator('.service-case-list li')).toContainText([caseId])
})

test('cw: scheduling RV service asks the service, a date from today on and the center, and tracks them', async ({
  page,
  segment,
}) => {
  await page.goto('/cw/service')
  await hydrated(page)
  const topic = page.getByLabel('Topic')
  await expect(topic.locator('option')).toContainText(['Schedule RV service', 'Good Sam membership and rewards'])
  await expect(page.getByLabel('Service center')).toHaveCount(0)
  await page.getByLabel('Your name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await topic.selectOption('Schedule RV service')
  await page.getByLabel('How can we help?').fill('Annual check before our trip to Yellowstone.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.')
  await expect(page.getByLabel('What does your RV need?')).toBeFocused()
  await expect(page.getByLabel('Preferred service date')).toHaveAccessibleDescription('Choose the preferred service date.')
  expect(await seriousViolations(page)).toEqual([])

  const date = await page.evaluate(() => {
    const d = new Date()
    d.setDate(d.getDate() + 7)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  })
  await page.getByLabel('What does your RV need?').selectOption('A pre-trip inspection')
  await page.getByLabel('Preferred service date').fill(date)
  await page.getByLabel('Service center').selectOption('Denver, CO')
  await page.getByRole('button', { name: 'Send request' }).click()
  const caseId = (await page.locator('.service-confirmation .case-id').textContent()) as string
  await expect(page.locator('.service-case-list li').first()).toContainText(
    /What does your RV need\?: A pre-trip inspection · Preferred service date: \w{3}, \w{3} \d+, \d{4} · Service center: Denver, CO/,
  )
  await expect
    .poll(() => segment.events('track', 'Service Request Submitted')[0]?.body.properties)
    .toEqual({
      case_id: caseId,
      topic: 'Schedule RV service',
      service_type: 'A pre-trip inspection',
      service_date: date,
      service_center: 'Denver, CO',
    })
  // A help request is not a sign-in: nothing identifies the visitor.
  expect(segment.events('identify')).toHaveLength(0)
  expect(segment.events('track', 'Signed In')).toHaveLength(0)
})
