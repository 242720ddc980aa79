// The assistant (/<brand>/ai): answers from the brand's FAQ and catalog, recommends products with working links,
// keeps the conversation across reload and client navigation, and reports what happened without the raw question.
import type { Page } from '@playwright/test'
import { expect, hydrated, markDocument, openWithLaterChunksFailing, sameDocument, test } from './fixtures.ts'
import { seriousViolations, watchPageProblems } from './pageHealth.ts'

const log = (page: Page) => page.getByRole('log')
const messages = (page: Page) => log(page).locator('.assistant-message')

async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question)
  await page.getByLabel('Your question').press('Enter')
}

test('avis: an FAQ question is answered from the FAQ, a where question from its locations, a product question recommends a card whose link works', async ({
  page,
  segment,
}) => {
  await page.goto('/avis/ai')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask Avis')
  await expect(messages(page)).toHaveCount(1)
  await expect(messages(page).first()).toContainText('I’m the Avis assistant')
  await expect(page.getByRole('button', { name: 'Can I cancel my reservation?' })).toBeVisible()

  // An empty question is refused next to the field and nothing is sent.
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByLabel('Your question')).toHaveAccessibleDescription('Type a question first, then press Send.')
  await expect(page.getByLabel('Your question')).toBeFocused()
  await expect(messages(page)).toHaveCount(1)

  await ask(page, 'Can I cancel my reservation?')
  await expect(messages(page)).toHaveCount(3)
  await expect(messages(page).nth(1)).toContainText('Can I cancel my reservation?')
  await expect(messages(page).nth(2)).toContainText('Pay-later reservations can be canceled at no charge.')
  await expect(messages(page).nth(2)).toContainText('From our FAQ: “Can I cancel my reservation?”')
  await expect(page.getByLabel('Your question')).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Can I cancel my reservation?' })).toHaveCount(0)

  // Where to pick up and drop off: the brand's own locations, not the FAQ about what to bring.
  await ask(page, 'Where do I pick up and drop off?')
  await expect(messages(page).nth(4)).toContainText(
    '• Los Angeles Airport (LAX), 9217 Airport Blvd, Los Angeles, CA 90045: Open 24 hours',
  )
  await expect(messages(page).nth(4)).not.toContainText('driver')

  await ask(page, 'How much is the minivan?')
  const answer = messages(page).nth(6)
  await expect(answer).toContainText('Minivan: Chrysler Pacifica or similar is $96.00. Price is per day.')
  const card = answer.getByRole('listitem')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('$96.00')
  await answer.getByRole('link', { name: 'View Minivan: Chrysler Pacifica or similar' }).click()
  await expect(page).toHaveURL(/\/avis\/products\/confirmItem\?item=minivan$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Minivan: Chrysler Pacifica or similar' })).toBeVisible()

  await expect.poll(() => segment.events('track', 'Product Clicked').length).toBe(1)
  await expect
    .poll(() => segment.events('track', 'Assistant Prompt Sent').map((c) => c.body.properties))
    .toEqual([
      { prompt_length: 'Can I cancel my reservation?'.length, matched: 'faq' },
      { prompt_length: 'Where do I pick up and drop off?'.length, matched: 'locations' },
      { prompt_length: 'How much is the minivan?'.length, matched: 'products' },
    ])
  await expect
    .poll(() => segment.events('track', 'Products Recommended').map((c) => c.body.properties))
    .toEqual([{ products: [{ product_id: 'minivan', name: 'Minivan: Chrysler Pacifica or similar', price: 96, position: 1 }] }])
  await expect
    .poll(() => segment.events('track', 'Product Clicked')[0]?.body.properties)
    .toMatchObject({
      product_id: 'minivan',
      name: 'Minivan: Chrysler Pacifica or similar',
      price: 96,
      position: 1,
      currency: 'USD',
      list_id: '/avis/ai',
    })
})

test('llbean: the conversation survives a reload and a client navigation, and can be cleared', async ({ page, segment }) => {
  await page.goto('/llbean/ai')
  await hydrated(page)
  // A suggested question is asked with one click.
  await page.getByRole('button', { name: 'What do you have in Footwear?' }).click()
  await expect(messages(page)).toHaveCount(3)
  const answer = messages(page).nth(2)
  await expect(answer).toContainText('We have 3 options in Footwear')
  await expect(answer.getByRole('link', { name: /^View / })).toHaveCount(3)
  await ask(page, 'How long does shipping take?')
  await expect(messages(page).nth(4)).toContainText('Standard shipping arrives in 5 to 7 business days')

  await page.reload()
  await hydrated(page)
  await expect(messages(page)).toHaveCount(5)
  await expect(messages(page).nth(4)).toContainText('Standard shipping arrives in 5 to 7 business days')

  // Client navigation: the document stays, the conversation is still there when coming back.
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/llbean$/)
  await page.locator('.site-nav').getByRole('link', { name: 'Assistant' }).click()
  await expect(page).toHaveURL(/\/llbean\/ai$/)
  await expect(messages(page)).toHaveCount(5)
  await expect(messages(page).nth(2)).toContainText('We have 3 options in Footwear')
  expect(await sameDocument(page)).toBe(true)

  await page.getByRole('button', { name: 'Clear conversation' }).click()
  await expect(messages(page)).toHaveCount(1)
  await expect(page.getByRole('status')).toHaveText('Conversation cleared.')
  await expect(page.getByLabel('Your question')).toBeFocused()
  await page.reload()
  await hydrated(page)
  await expect(messages(page)).toHaveCount(1)

  await expect.poll(() => segment.events('track', 'Assistant Prompt Sent').length).toBe(2)
  await expect
    .poll(() => segment.events('track', 'Assistant Prompt Sent').map((c) => c.body.properties?.matched))
    .toEqual(['products', 'faq'])
  await expect.poll(() => segment.events('track', 'Products Recommended').length).toBe(1)
  const recommended = segment.events('track', 'Products Recommended')[0]?.body.properties?.products as { product_id: string }[]
  expect(recommended.map((p) => p.product_id)).toEqual(['bean-boots-8-inch', 'womens-bean-boots-6-inch', 'wicked-good-moccasins'])
})

test('cr: an unknown question is answered honestly with questions to try; a stored conversation of the wrong shape is ignored', async ({
  page,
  segment,
}) => {
  await page.goto('/cr/ai')
  await page.evaluate(() => localStorage.setItem('storefront:cr:assistant', '[{"role":"robot"}]'))
  await page.reload()
  await hydrated(page)
  await expect(messages(page)).toHaveCount(1)

  await ask(page, 'Do you fix washing machines on Sundays?')
  const answer = messages(page).nth(2)
  await expect(answer).toContainText('Sorry, I couldn’t find anything about that')
  const chips = answer.getByRole('button')
  await expect(chips).toHaveCount(3)
  await chips.first().click()
  await expect(messages(page).nth(4)).toContainText('We buy every product we rate at retail')

  await expect.poll(() => segment.events('track', 'Assistant Prompt Sent').length).toBe(2)
  const sent = segment.events('track', 'Assistant Prompt Sent').map((c) => c.body.properties)
  expect(sent[0]).toEqual({ prompt_length: 'Do you fix washing machines on Sundays?'.length, matched: 'none' })
  expect(sent[1]?.matched).toBe('faq')
  expect(JSON.stringify(segment.calls.map((c) => c.body))).not.toContain('Sundays')
})

test('thumbtack: the assistant hydrates cleanly, is accessible and fits 360px and 1920px', async ({ page }) => {
  const problems = watchPageProblems(page)
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/thumbtack/ai')
    await hydrated(page)
    await ask(page, 'What do you recommend?')
    await expect(
      messages(page)
        .last()
        .getByRole('link', { name: /^View / }),
    ).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('a question asked while the answering engine cannot be fetched stays in the field, with a message', async ({ page }) => {
  // Every chunk the page did not load up front fails, the engine's among them; the page itself is live.
  await openWithLaterChunksFailing(page, '/avis/ai')
  await ask(page, 'Can I cancel my reservation?')
  await expect(page.getByLabel('Your question')).toHaveAccessibleDescription(/The assistant could not be loaded/)
  await expect(page.getByLabel('Your question')).toHaveValue('Can I cancel my reservation?')
  await expect(messages(page)).toHaveCount(1)
})

test('hack25: a yes/no question asked the other way round is answered the right way round by the engine loaded on demand', async ({
  page,
  segment,
}) => {
  await page.goto('/hack25/ai')
  await hydrated(page)
  // The FAQ asks "Do I need a team before I arrive?" and answers "No."; asked this way the answer is yes.
  await ask(page, 'Can I join without a team?')
  const answer = messages(page).nth(2)
  await expect(answer).toContainText('Yes. Team formation opens Friday evening')
  await expect(answer).toContainText('From our FAQ: “Do I need a team before I arrive?”')
  await expect
    .poll(() => segment.events('track', 'Assistant Prompt Sent').map((c) => c.body.properties))
    .toEqual([{ prompt_length: 'Can I join without a team?'.length, matched: 'faq' }])
  expect(segment.events('track', 'Products Recommended')).toEqual([])
})

test('discover: a card or account one applies for is recommended without a price, adtalem’s program with its application fee', async ({
  page,
  segment,
}) => {
  await page.goto('/discover/ai')
  await hydrated(page)
  await ask(page, 'How much is Discover it Miles?')
  const answer = messages(page).nth(2)
  await expect(answer).toContainText('Discover it Miles: Earn unlimited 1.5x Miles')
  await expect(answer).not.toContainText('$0.00')
  const card = answer.getByRole('listitem')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Discover it Miles')
  await expect(card.locator('.assistant-product-price')).toHaveCount(0)
  await expect
    .poll(() => segment.events('track', 'Products Recommended').map((c) => c.body.properties))
    .toEqual([{ products: [{ product_id: 'discover-it-miles', name: 'Discover it Miles', price: 0, position: 1 }] }])

  await page.goto('/adtalem/ai')
  await hydrated(page)
  await ask(page, 'Do you have an MBA?')
  await expect(messages(page).nth(2).getByRole('listitem').first()).toContainText('$50.00 application fee')
})
