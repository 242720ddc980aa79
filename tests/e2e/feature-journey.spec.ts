// The guided journey: overview → step-by-step flow with progress (a brand's own steps from its data first), validation
// that keeps what was typed, each step a history entry (reload, Back and Forward), review with edit, finish →
// completion; and the analytics it sends (Journey Started, Journey Step Completed, Journey Completed, identify with the
// contact traits and no user id).
import type { Page } from '@playwright/test'
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations } from './pageHealth.ts'

const progress = (page: Page) => page.getByRole('progressbar')
const stepHeading = (page: Page) => page.locator('#journey-step-heading')

/** The browser's calendar date `offset` days from today, as a date input takes it. */
function day(offset: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('avis: overview → where and when, then four steps with validation; reload, Back and Forward keep step and answers; review, finish → completion', async ({
  page,
  segment,
}) => {
  await page.goto('/avis/journey')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your rental')
  await expect(page.getByRole('heading', { name: '5 quick steps' })).toBeVisible()
  for (const title of ['Where and when', 'About you', 'What are you interested in?', 'Preferences', 'Review and finish']) {
    await expect(page.locator('.journey-outline')).toContainText(title)
  }
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Start', exact: true }).click()

  // Step 1, from the brand's data: where (its own locations) and when.
  await expect(page).toHaveURL(/\/avis\/journey\/start\?step=1$/)
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '5')
  await expect(stepHeading(page)).toHaveText('Where and when')
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.')
  await expect(page.getByRole('radio').first()).toBeFocused()
  const lax = page.getByRole('radio', { name: /^Los Angeles Airport \(LAX\)/ })
  await expect(lax).toHaveAccessibleName(/9217 Airport Blvd, Los Angeles, CA 90045 · Open 24 hours/)
  await lax.check()
  await page.getByLabel('Pick-up date').fill(day(10))
  await page.getByLabel('Return date').fill(day(7))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Choose the return date after the pick-up date.')).toBeVisible()
  await expect(page.getByLabel('Return date')).toBeFocused()
  await page.getByLabel('Return date').fill(day(13))
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: nothing typed → both fields flagged, focus on the first.
  await expect(page).toHaveURL(/\?step=2$/)
  await expect(stepHeading(page)).toHaveText('About you')
  await expect(stepHeading(page)).toBeFocused()
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await expect(page.getByLabel('Your name')).toBeFocused()
  await page.getByLabel('Your name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example')
  await page.getByRole('button', { name: 'Next' }).click()
  // Only the wrong field is flagged, and what was typed is still there.
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace')
  await page.getByLabel('Email').fill('Ada@Example.com')
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 3, built from the avis catalog's categories.
  await expect(stepHeading(page)).toHaveText('What are you interested in?')
  await expect(page.getByRole('checkbox')).toHaveCount(4)
  for (const category of ['Cars', 'SUVs & Vans', 'Luxury', 'Add-ons']) {
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${category}`) })).toBeVisible()
  }

  // A reload shows the step the address names, with the answers intact.
  await page.reload()
  await hydrated(page)
  await expect(stepHeading(page)).toHaveText('What are you interested in?')
  await expect(page.getByText('Step 3 of 5')).toBeVisible()
  // The page's Back and the browser's Back and Forward move between steps, keeping every answer, in one document.
  await markDocument(page)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\?step=2$/)
  await expect(stepHeading(page)).toHaveText('About you')
  await expect(stepHeading(page)).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveValue('Ada@Example.com')
  await page.goBack()
  await expect(page).toHaveURL(/\?step=1$/)
  await expect(stepHeading(page)).toHaveText('Where and when')
  await expect(lax).toBeChecked()
  await expect(page.getByLabel('Pick-up date')).toHaveValue(day(10))
  await expect(page.getByLabel('Return date')).toHaveValue(day(13))
  await page.goForward()
  await expect(stepHeading(page)).toHaveText('About you')
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace')
  await page.goForward()
  await expect(page).toHaveURL(/\?step=3$/)
  await expect(stepHeading(page)).toHaveText('What are you interested in?')
  expect(await sameDocument(page)).toBe(true)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Choose at least one topic.')).toBeVisible()
  await expect(page.getByRole('checkbox').first()).toBeFocused()
  await page.getByRole('checkbox', { name: /^Cars/ }).check()
  await page.getByRole('checkbox', { name: /^Luxury/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 4: SMS asks for a mobile number, checked like the rest.
  await expect(stepHeading(page)).toHaveText('Preferences')
  await expect(page.getByLabel('Mobile number')).toHaveCount(0)
  await page.getByRole('radio', { name: 'Text message (SMS)' }).check()
  await page.getByLabel('Mobile number').fill('555 01')
  await page.getByRole('radio', { name: /^Weekly/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Enter a mobile number of 10 to 15 digits, like (415) 555-0101.')).toBeVisible()
  await expect(page.getByLabel('Mobile number')).toHaveValue('555 01')
  await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked()
  await page.getByLabel('Mobile number').fill('(415) 555-0101')
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 5: the review shows every answer, and each step can be changed.
  await expect(stepHeading(page)).toHaveText('Review and finish')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '5')
  const summary = page.locator('.journey-summary')
  await expect(summary).toContainText('Los Angeles Airport (LAX)')
  await expect(summary).toContainText('Ada Lovelace')
  await expect(summary).toContainText('Ada@Example.com')
  await expect(summary).toContainText('Cars, Luxury')
  await expect(summary).toContainText('Text message (SMS)')
  await expect(summary).toContainText('(415) 555-0101')
  await page.getByRole('button', { name: 'Edit What are you interested in?' }).click()
  await expect(stepHeading(page)).toHaveText('What are you interested in?')
  await expect(page.getByRole('checkbox', { name: /^Cars/ })).toBeChecked()
  await page.getByRole('checkbox', { name: /^Add-ons/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(summary).toContainText('Cars, Luxury, Add-ons')
  await page.getByRole('button', { name: 'Finish' }).click()

  // Completion, kept across a reload.
  const done = page.locator('#journey-done-heading')
  await expect(done).toHaveText('You’re all set, Ada Lovelace!')
  await expect(done).toBeFocused()
  await expect(page).toHaveURL(/\?step=done$/)
  // Delivered before the reload: a call in flight when a page goes away is re-sent by the next load, with a
  // growing back-off, which a visitor never meets but a test reloading at once would.
  await expect.poll(() => segment.events('track', 'Journey Completed').length).toBe(1)
  await expect(page.getByRole('link', { name: /^Economy/ })).toHaveAttribute(
    'href',
    /\/avis\/products\/confirmItem\?item=economy$/,
  )
  await page.reload()
  await hydrated(page)
  await expect(done).toHaveText('You’re all set, Ada Lovelace!')
  await page.goto('/avis/journey')
  await hydrated(page)
  await expect(page.getByText(/You finished these steps on/)).toBeVisible()

  // Analytics: started once (not again on reload), each Next, completed with the interests; the contact details go
  // on the anonymous visitor (finishing a journey is not signing in).
  await expect.poll(() => segment.events('track', 'Journey Completed').length).toBe(1)
  await expect.poll(() => segment.events('track', 'Journey Started')).toHaveLength(1)
  await expect
    .poll(() => segment.events('track', 'Journey Started')[0]?.body.properties)
    .toMatchObject({ journey: 'Plan your rental', steps: 5 })
  await expect
    .poll(() => segment.events('track', 'Journey Step Completed').map((c) => c.body.properties))
    .toEqual([
      {
        step: 1,
        step_name: 'Where and when',
        answers: { pickup_location: 'Los Angeles Airport (LAX)', pickup_date: day(10), return_date: day(13) },
      },
      // What the visitor typed about themselves goes on identify, not on the events.
      { step: 2, step_name: 'About you' },
      { step: 3, step_name: 'What are you interested in?', answers: { interests: ['Cars', 'Luxury'] } },
      { step: 4, step_name: 'Preferences', answers: { channel: 'Text message (SMS)', frequency: 'Weekly' } },
      { step: 3, step_name: 'What are you interested in?', answers: { interests: ['Cars', 'Luxury', 'Add-ons'] } },
      { step: 4, step_name: 'Preferences', answers: { channel: 'Text message (SMS)', frequency: 'Weekly' } },
    ])
  await expect
    .poll(() => segment.events('track', 'Journey Completed')[0]?.body)
    .toMatchObject({
      properties: {
        steps: 5,
        interests: ['Cars', 'Luxury', 'Add-ons'],
        answers: {
          pickup_location: 'Los Angeles Airport (LAX)',
          pickup_date: day(10),
          return_date: day(13),
          interests: ['Cars', 'Luxury', 'Add-ons'],
          channel: 'Text message (SMS)',
          frequency: 'Weekly',
        },
      },
    })
  await expectTraitsWithoutSignIn(segment, 'Journey Completed', {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    phone: '+14155550101',
  })
})

test('thumbtack: the job, the home and the timeline first, each step’s answers on its event, picks from the job', async ({
  page,
  segment,
}) => {
  await page.goto('/thumbtack/journey')
  await hydrated(page)
  for (const title of ['The job', 'Your home', 'Your timeline', 'About you', 'Preferences', 'Review and finish'])
    await expect(page.locator('.journey-outline')).toContainText(title)
  await expect(page.locator('.journey-outline')).not.toContainText('What are you interested in?')
  await page.getByRole('link', { name: 'Start', exact: true }).click()

  await expect(stepHeading(page)).toHaveText('The job')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Choose at least one answer.')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Lawn & Garden' }).check()
  await page.getByRole('checkbox', { name: 'Moving' }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(stepHeading(page)).toHaveText('Your home')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await page.getByRole('radio', { name: 'House', exact: true }).check()
  await page.getByRole('radio', { name: '2 to 3 bedrooms' }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(stepHeading(page)).toHaveText('Your timeline')
  await page.getByLabel('Earliest start date').fill(day(5))
  await page.getByRole('radio', { name: 'Within a week of it' }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(stepHeading(page)).toHaveText('About you')
  await page.getByLabel('Your name').fill('Grace Hopper')
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: 'Email', exact: true }).check()
  await page.getByRole('radio', { name: /^Only important updates/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('.journey-summary')).toContainText('Lawn & Garden, Moving')
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page.locator('#journey-done-heading')).toHaveText('You’re all set, Grace Hopper!')
  // Picked from the catalog's categories the job named.
  await expect(page.getByRole('heading', { name: 'Picked for you' })).toBeVisible()

  await expect.poll(() => segment.events('track', 'Journey Completed').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Journey Step Completed').map((c) => c.body.properties))
    .toEqual([
      { step: 1, step_name: 'The job', answers: { job: ['Lawn & Garden', 'Moving'] } },
      { step: 2, step_name: 'Your home', answers: { home_type: 'House', home_size: '2 to 3 bedrooms' } },
      { step: 3, step_name: 'Your timeline', answers: { start_date: day(5), flexibility: 'Within a week of it' } },
      { step: 4, step_name: 'About you' },
      { step: 5, step_name: 'Preferences', answers: { channel: 'Email', frequency: 'Only important updates' } },
    ])
  expect(segment.events('track', 'Journey Completed')[0]?.body.properties).toEqual({
    steps: 6,
    interests: [],
    answers: {
      job: ['Lawn & Garden', 'Moving'],
      home_type: 'House',
      home_size: '2 to 3 bedrooms',
      start_date: day(5),
      flexibility: 'Within a week of it',
      channel: 'Email',
      frequency: 'Only important updates',
    },
  })
  await expectTraitsWithoutSignIn(segment, 'Journey Completed', { email: 'grace@example.com', name: 'Grace Hopper' })
})

test('hack25: the team and the challenge track first; the overview offers to continue a flow under way, and to start over', async ({
  page,
  segment,
}) => {
  await page.goto('/hack25/journey/start')
  await hydrated(page)
  await expect(stepHeading(page)).toHaveText('Your team')
  await page.getByRole('radio', { name: 'I am looking for a team' }).check()
  await page.getByRole('checkbox', { name: 'Data and AI' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading(page)).toHaveText('Your challenge track')
  await page.getByRole('radio', { name: 'Privacy by design' }).check()

  await page.getByRole('link', { name: 'About these steps' }).click()
  await expect(page).toHaveURL(/\/hack25\/journey$/)
  await expect(page.getByText('You have a flow under way, at step 2 of 5: “Your challenge track”')).toBeVisible()
  await page.getByRole('link', { name: 'Continue where you left off' }).click()
  await expect(page).toHaveURL(/\/hack25\/journey\/start\?step=2$/)
  await expect(stepHeading(page)).toHaveText('Your challenge track')
  await expect(page.getByRole('radio', { name: 'Privacy by design' })).toBeChecked()

  await page.goto('/hack25/journey')

  await hydrated(page)
  await page.getByRole('button', { name: 'Start over' }).click()
  await expect(page).toHaveURL(/\/hack25\/journey\/start\?step=1$/)
  await expect(stepHeading(page)).toHaveText('Your team')
  await expect(page.getByRole('radio', { name: 'I am looking for a team' })).not.toBeChecked()

  await expect.poll(() => segment.events('track', 'Journey Started').length).toBe(2)
  await expect
    .poll(() => segment.events('track', 'Journey Step Completed').map((c) => c.body.properties))
    .toEqual([{ step: 1, step_name: 'Your team', answers: { team: 'I am looking for a team', skills: ['Data and AI'] } }])
})

test.describe('journey pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the overview fits and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/cr/journey')
    await hydrated(page)
    await expect(page.locator('h1')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the first step, empty and then with its errors, fits and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/cr/journey/start')
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the second step fits and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/cr/journey/start')
    await hydrated(page)
    // "Your needs and budget", as the overview promises.
    await expect(stepHeading(page)).toHaveText('What you need')
    await page.getByRole('radio', { name: 'Home & Family' }).check()
    await page.getByRole('checkbox', { name: 'Reliability' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page)).toHaveText('Budget and timing')
    await expect(page.getByRole('radio', { name: '$250 to $1,000' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])
  })
})
