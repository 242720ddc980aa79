// Whatever is typed or in the URL, no page gets wider than a phone: long unbroken words shown back wrap, and fields
// stop at a sensible length, saying so.
import { expect, hydrated, test } from './fixtures.ts'
import { widerThanViewport } from './pageHealth.ts'

test.use({ viewport: { width: 360, height: 740 } })

test('a long path, search, name, email and pet name shown back keep every page within 360 px', async ({ page }) => {
  const word = (letter: string, length = 300) => letter.repeat(length)

  await page.goto(`/KFC/${word('x')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page not found: /KFC/${word('x')}`)
  await expect(page.locator('.layout-KFC')).toHaveCount(1)
  expect(await widerThanViewport(page), 'the 404 of a long path').toBe(false)

  await page.goto('/KFC/shop')
  await hydrated(page)
  await page.getByLabel('Search').fill(word('z'))
  await expect(page.getByText(/^Nothing matches/)).toBeVisible()
  expect(await widerThanViewport(page), 'the search that finds nothing').toBe(false)

  // A name longer than any field takes stops at its limit, and the field says so.
  await page.evaluate(() => localStorage.setItem('storefront:KFC:cart', JSON.stringify([{ slug: 'lemonade', quantity: 1 }])))
  await page.goto('/KFC/shop/checkout')
  await hydrated(page)
  await page.getByLabel('Full name').fill(word('N'))
  await expect(page.getByLabel('Full name')).toHaveValue(word('N', 100))
  await expect(page.getByText('100 characters at most.')).toBeVisible()
  await page.getByLabel('Email').fill(`${word('e', 88)}@example.com`)
  // KFC delivers or hands over at a store: the address is asked once delivery is chosen.
  await page.getByRole('radio', { name: /Delivery/ }).check()
  await page.getByLabel('Street address').fill(word('S'))
  await page.getByLabel('City', { exact: true }).fill('London')
  await page.getByLabel('Postal code').fill('N1 9GU')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText(word('N', 100))).toBeVisible()
  expect(await widerThanViewport(page), 'the confirmation showing the name back').toBe(false)

  await page.evaluate(
    (petName) =>
      localStorage.setItem(
        'storefront:purina:foodfinder',
        JSON.stringify({ species: 'dog', petName, age: 'adult', size: 'small', activity: 'low', health: 'none' }),
      ),
    word('P', 30),
  )
  await page.goto('/purina/foodfinder/saveResult')
  await hydrated(page)
  await page.getByLabel('Email').fill(`${word('e', 88)}@example.com`)
  await page.getByRole('button', { name: 'Save my result' }).click()
  await expect(page.getByRole('status')).toContainText('match is saved for')
  expect(await widerThanViewport(page), 'the food finder’s saved match').toBe(false)
})
