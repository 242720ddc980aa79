// Reviews (adtalem /adtalem/review): a keyboard-operable 5-star rating, validation that keeps what was typed, the
// posted review under "Your reviews" (kept on the device) and "Product Reviewed" with its properties.
import { expect, hydrated, test } from './fixtures.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

test('adtalem: rate with the keyboard, fix the errors, post the review and see it kept', async ({ page, segment }) => {
  await page.goto('/adtalem/review')
  await hydrated(page)
  await expect(page.getByText('You have not posted a review on this device yet.')).toBeVisible()
  const stars = page.getByRole('radiogroup', { name: 'Your rating' })
  for (const [i, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
    await expect(stars.getByRole('radio').nth(i)).toHaveAccessibleName(name)
  }

  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the 4 highlighted fields.')
  await expect(page.getByLabel('What are you reviewing?')).toBeFocused()
  await expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.')

  await page.getByLabel('What are you reviewing?').selectOption('Chamberlain Online RN to BSN')
  // Keyboard: Tab into the group, arrows move the choice.
  await page.getByLabel('What are you reviewing?').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page.getByLabel('Title').fill('Flexible and demanding')
  await page.getByLabel('Your review', { exact: true }).fill('Too short.')
  await page.getByRole('button', { name: 'Post review' }).click()

  await expect(page.getByRole('alert')).toHaveText('Please correct the 1 highlighted field.')
  await expect(page.getByLabel('Your review', { exact: true })).toBeFocused()
  await expect(page.getByText('Write at least 20 characters (10 so far).')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Flexible and demanding')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(page.getByLabel('What are you reviewing?')).toHaveValue('chamberlain-rn-to-bsn')

  const body = 'Coursework fit around my shifts, and the instructors answered within a day.'
  await page.getByLabel('Your review', { exact: true }).fill(body)
  await page.getByRole('button', { name: 'Post review' }).click()

  await expect(page.getByRole('heading', { name: 'Your reviews' })).toBeFocused()
  await expect(page.getByRole('status')).toContainText('Your review of Chamberlain Online RN to BSN is posted')
  const posted = page.locator('.review-list > li').first()
  await expect(posted.getByRole('heading', { name: 'Flexible and demanding' })).toBeVisible()
  await expect(posted).toContainText('Rated 4 out of 5')
  await expect(posted).toContainText(body)
  await expect(page.getByLabel('Title')).toHaveValue('')

  await expect.poll(() => segment.events('track', 'Product Reviewed').length).toBe(1)
  const properties = segment.events('track', 'Product Reviewed')[0]?.body.properties
  expect(properties).toMatchObject({
    product_id: 'chamberlain-rn-to-bsn',
    rating: 4,
    review_body: body,
    review_id: expect.stringMatching(/^ADTA-[2-9A-Z]{6}$/),
  })
  await expect(page.getByRole('status')).toContainText(properties?.review_id as string)

  await page.reload()
  await hydrated(page)
  await expect(page.locator('.review-list > li')).toHaveCount(1)
  await expect(page.locator('.review-list > li').first()).toContainText('Flexible and demanding')
})

test('adtalem: reviews saved in an unexpected shape are ignored, and the page is accessible at 360px', async ({ page }) => {
  const problems = watchPageProblems(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/adtalem/review')
  await page.evaluate(() => localStorage.setItem('storefront:adtalem:reviews', '[{"id":1}]'))
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('You have not posted a review on this device yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})
