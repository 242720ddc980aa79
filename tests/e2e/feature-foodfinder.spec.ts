// The Purina food finder: a quiz over separate pages whose answers survive navigation and reloads, a summary with
// edit links, the match from the catalog with its reasons, and saving it with an email; plus the friendly stop
// on a step reached too early, and the analytics of each step.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations } from './pageHealth.ts'

const question = (page: Page) => page.locator('#ff-question')
const next = (page: Page) => page.getByRole('button', { name: 'Next' })

test('purina: dog quiz → confirm with an edit → match → save with email', async ({ page, segment }) => {
  // A later step reached first points back to the first unanswered one.
  await page.goto('/purina/foodfinder/three')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'A few answers first' })).toBeVisible()
  await page.getByRole('link', { name: 'Answer “Your pet”' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder$/)

  // Start: both answers required; what was typed stays.
  await expect(question(page)).toHaveText('Tell us about your pet')
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await next(page).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.')
  await expect(page.getByText('Choose dog or cat.')).toBeVisible()
  await expect(page.getByText('Enter your pet’s name.')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Dog' })).toBeFocused()
  await page.getByRole('radio', { name: 'Dog' }).check()
  await page.getByLabel('Your pet’s name').fill('Rex!!')
  await next(page).click()
  await expect(page.getByText('Use letters, numbers, spaces, hyphens or apostrophes.')).toBeVisible()
  await expect(page.getByLabel('Your pet’s name')).toBeFocused()
  await expect(page.getByLabel('Your pet’s name')).toHaveValue('Rex!!')
  await expect(page.getByRole('radio', { name: 'Dog' })).toBeChecked()
  await page.getByLabel('Your pet’s name').fill('Rex')
  await next(page).click()

  await expect(page).toHaveURL(/\/purina\/foodfinder\/oneFive$/)
  await expect(question(page)).toHaveText('How old is Rex?')
  await expect(page.getByRole('radio', { name: /^Puppy/ })).toBeVisible()
  await next(page).click()
  await expect(page.getByText('Choose an age group.')).toBeVisible()
  await page.getByRole('radio', { name: /^Adult/ }).check()
  await next(page).click()

  await expect(page).toHaveURL(/\/purina\/foodfinder\/two$/)
  await expect(question(page)).toHaveText('How big is Rex?')
  await page.getByRole('radio', { name: /^Large/ }).check()
  await next(page).click()

  // A reload keeps the answers; Back shows the earlier one still chosen.
  await expect(page).toHaveURL(/\/purina\/foodfinder\/three$/)
  await page.reload()
  await hydrated(page)
  await expect(question(page)).toHaveText('How active is Rex?')
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder\/two$/)
  await expect(page.getByRole('radio', { name: /^Large/ })).toBeChecked()
  await next(page).click()
  await expect(question(page)).toHaveText('How active is Rex?')
  await page.getByRole('radio', { name: /^Very active/ }).check()
  await next(page).click()

  await expect(page).toHaveURL(/\/purina\/foodfinder\/four$/)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5')
  await page.getByRole('radio', { name: 'Joints and mobility' }).check()
  await next(page).click()

  // Confirm: the summary, and an edit that comes back to it.
  await expect(page).toHaveURL(/\/purina\/foodfinder\/confirm$/)
  await expect(page.getByRole('heading', { name: 'Check Rex’s answers' })).toBeVisible()
  const summary = page.locator('.ff-summary')
  await expect(summary).toContainText('Rex')
  await expect(summary).toContainText('Dog')
  await expect(summary).toContainText('Adult (1 to 7 years)')
  await expect(summary).toContainText('Large (over 50 lb)')
  await expect(summary).toContainText('Very active')
  await expect(summary).toContainText('Joints and mobility')
  await page.getByRole('link', { name: 'Edit activity' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder\/three\?edit=confirm$/)
  await expect(page.getByRole('radio', { name: /^Very active/ })).toBeChecked()
  await page.getByRole('radio', { name: /^Moderately active/ }).check()
  await page.getByRole('button', { name: 'Save and review' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder\/confirm$/)
  await expect(summary).toContainText('Moderately active')
  await page.getByRole('link', { name: 'See my match' }).click()

  // Result: the large-breed, joint-care formula first, with its reasons and a way to choose it.
  await expect(page).toHaveURL(/\/purina\/foodfinder\/result$/)
  await expect(page.getByRole('heading', { name: 'Our match for Rex' })).toBeVisible()
  const cards = page.locator('.ff-results > li')
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText('Pro Plan Adult Large Breed Chicken & Rice Formula')
  await expect(cards.first()).toContainText('Best match')
  await expect(cards.first()).toContainText('Made for large breeds')
  await expect(cards.first()).toContainText('Supports healthy joints')
  for (const text of await cards.allTextContents()) expect(text).not.toMatch(/\bcats?\b/i)
  await expect(cards.first().getByRole('link', { name: /^Choose/ })).toHaveAttribute(
    'href',
    /\/purina\/petfinder\/confirmItem\?item=pro-plan-large-breed-chicken-rice$/,
  )
  await page.getByRole('link', { name: 'Save this result' }).click()

  // Save: a bad address is flagged and kept; a good one identifies the visitor.
  await expect(page).toHaveURL(/\/purina\/foodfinder\/saveResult$/)
  await expect(page.getByRole('heading', { name: 'Save Rex’s match' })).toBeVisible()
  await page.getByLabel('Email').fill('owner@example')
  await page.getByRole('button', { name: 'Save my result' }).click()
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveValue('owner@example')
  await page.getByLabel('Email').fill('Owner@Example.com')
  await page.getByRole('button', { name: 'Save my result' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is saved' })).toHaveText('Rex’s match is saved for owner@example.com.')

  await page.getByRole('link', { name: 'Back to the match' }).click()
  await page
    .locator('.ff-results > li')
    .first()
    .getByRole('link', { name: /^Choose/ })
    .click()
  await expect(page).toHaveURL(/\/purina\/petfinder\/confirmItem\?item=pro-plan-large-breed-chicken-rice$/)
  await expect(page.getByRole('heading', { name: 'Pro Plan Adult Large Breed Chicken & Rice Formula' })).toBeVisible()

  // Analytics: each answered step, the result viewed (twice: two visits), the save and the identify.
  await expect.poll(() => segment.events('track', 'Food Finder Result Saved').length).toBe(1)
  await expect.poll(() => segment.events('track', 'Food Finder Result Viewed').length).toBe(2)
  await expect
    .poll(() => segment.events('track', 'Food Finder Step Completed').map((c) => c.body.properties))
    .toEqual([
      { step: 'start', step_name: 'Your pet', answer: 'dog', pet_name: 'Rex' },
      { step: 'oneFive', step_name: 'Age', answer: 'adult' },
      { step: 'two', step_name: 'Size', answer: 'large' },
      { step: 'two', step_name: 'Size', answer: 'large' },
      { step: 'three', step_name: 'Activity', answer: 'high' },
      { step: 'four', step_name: 'Health focus', answer: 'joints' },
      { step: 'three', step_name: 'Activity', answer: 'moderate' },
    ])
  const viewed = segment.events('track', 'Food Finder Result Viewed')[0]?.body.properties
  expect(viewed?.pet_type).toBe('dog')
  const viewedProducts = (viewed?.products ?? []) as Record<string, unknown>[]
  expect(viewedProducts).toHaveLength(3)
  expect(viewedProducts[0]).toMatchObject({ product_id: 'pro-plan-large-breed-chicken-rice', category: 'Dog Food', position: 1 })
  // Saving a match for an email is not signing in: the email and the pet are traits of the anonymous visitor.
  await expectTraitsWithoutSignIn(segment, 'Food Finder Result Saved', {
    email: 'owner@example.com',
    pet_type: 'dog',
    pet_name: 'Rex',
  })
  await expect
    .poll(() => segment.events('track', 'Food Finder Result Saved')[0]?.body)
    .toMatchObject({
      properties: { pet_type: 'dog', pet_name: 'Rex', products: expect.arrayContaining(['pro-plan-large-breed-chicken-rice']) },
    })
  await expect.poll(() => segment.events('track', 'Product Clicked').length).toBe(1)
})

test('purina: a cat gets cat food; pages reached too early and stored answers of the wrong shape are handled', async ({
  page,
}) => {
  await page.goto('/purina/foodfinder/result')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'A few answers first' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Answer “Your pet”' })).toBeVisible()

  // Answers edited by hand into an impossible shape are ignored, not a broken page.
  await page.evaluate(() => localStorage.setItem('storefront:purina:foodfinder', '{"species":"parrot"}'))
  await page.goto('/purina/foodfinder/confirm')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'A few answers first' })).toBeVisible()

  await page.goto('/purina/foodfinder')

  await hydrated(page)
  await page.getByRole('radio', { name: 'Cat' }).check()
  await page.getByLabel('Your pet’s name').fill('Miso')
  await next(page).click()
  await expect(question(page)).toHaveText('How old is Miso?')
  await expect(page.getByRole('radio', { name: /^Kitten/ })).toBeVisible()
  await page.getByRole('radio', { name: /^Adult/ }).check()
  await next(page).click()
  // Skipping ahead past an unanswered step points back to it.
  await page.goto('/purina/foodfinder/four')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Answer “Size”' })).toHaveAttribute('href', /\/purina\/foodfinder\/two$/)
  await page.getByRole('link', { name: 'Answer “Size”' }).click()
  await expect(question(page)).toHaveText('How big is Miso?')
  await page.getByRole('radio', { name: /^Average/ }).check()
  await next(page).click()
  await page.getByRole('radio', { name: /^Relaxed/ }).check()
  await next(page).click()
  await page.getByRole('radio', { name: 'Healthy weight' }).check()
  await next(page).click()
  await page.getByRole('link', { name: 'See my match' }).click()
  const cards = page.locator('.ff-results > li')
  await expect(cards.first()).toContainText('Purina ONE Indoor Advantage')
  await expect(cards.first()).toContainText('Helps maintain a healthy weight')
  for (const text of await cards.allTextContents()) expect(text).not.toMatch(/\bdogs?\b/i)

  await page.getByRole('button', { name: 'Start over' }).click()
  await expect(page).toHaveURL(/\/purina\/foodfinder$/)
  await expect(page.getByLabel('Your pet’s name')).toHaveValue('')
})

test.describe('food finder pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the first question, with its error shown, fits and has no serious accessibility violations', async ({ page }) => {
    await page.goto('/purina/foodfinder')
    await hydrated(page)
    await next(page).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])
  })

  for (const path of ['/purina/foodfinder/confirm', '/purina/foodfinder/result', '/purina/foodfinder/saveResult']) {
    test(`${path} with a finished quiz fits and has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem(
          'storefront:purina:foodfinder',
          JSON.stringify({
            species: 'dog',
            petName: 'Biscuit',
            age: 'senior',
            size: 'small',
            activity: 'low',
            health: 'sensitive-stomach',
          }),
        ),
      )
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Biscuit')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
