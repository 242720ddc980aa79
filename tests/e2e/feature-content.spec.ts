// The catalog-driven features without forms of their own: avis add-ons, cr articles, campaign landing pages, HGV
// resorts, and the purina pet-adoption shop — each walked to its next step, with its events.
import { expect, test } from './fixtures.ts'

test('avis add-ons: an extra needs a car first, then joins its rental in the cart', async ({ page, segment }) => {
  await page.goto('/avis/products/addons')
  await expect(page.locator('.product-card')).toHaveCount(7)
  await page.getByRole('link', { name: 'Choose Child Safety Seat' }).click()
  await expect(page).toHaveURL(/\/avis\/products\/confirmItem\?item=/)
  await page.getByRole('link', { name: 'See what you can book' }).click()
  await page.getByRole('link', { name: 'Choose Economy' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/avis/products/addons')
  await page.getByRole('link', { name: 'Choose Child Safety Seat' }).click()
  await expect(page.getByText(/^For your booking: /)).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/avis\/products\/cart$/)
  await expect(page.locator('.line-item').nth(1)).toContainText('Child Safety Seat')
  await expect(page.locator('.line-item').nth(1)).toContainText('3 days at $14.99 a day')
  await expect
    .poll(() => segment.events('track', 'Product Added').find((c) => c.body.properties?.name === 'Child Safety Seat'))
    .toBeTruthy()
  await expect
    .poll(() => segment.events('track', 'Product Clicked').find((c) => c.body.properties?.name === 'Child Safety Seat'))
    .toBeTruthy()
})

test('cr article: editorial text with recommended products that lead into the shop', async ({ page, segment }) => {
  await page.goto('/cr/articles/cars')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Car Buying: Reliability, Price and Tires')
  await expect(page.locator('.article-body p').first()).toBeVisible()
  const recommended = page
    .getByRole('region', { name: 'Recommended' })
    .or(page.locator('section[aria-labelledby="recommended-heading"]'))
  await expect(recommended.locator('.product-card')).toHaveCount(3)
  await recommended
    .getByRole('link', { name: /^Choose / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cr\/products\/confirmItem\?item=new-car-price-report$/)
  await expect.poll(() => segment.events('page').map((c) => c.body.properties?.path)).toContain('/cr/articles/cars')
  await expect
    .poll(() => segment.events('track', 'Product Viewed')[0]?.body.properties)
    .toMatchObject({ product_id: 'new-car-price-report' })
})

test('campaign landing page: the offer and its products, its call to action opens the menu', async ({ page, segment }) => {
  await page.goto('/KFC/shop/landing/game-day')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Day Buckets')
  await expect(page.locator('.product-card')).toHaveCount(3)
  await page.getByRole('link', { name: 'Build your game-day order' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect.poll(() => segment.events('track', 'Product List Viewed').length).toBe(1)
})

test('HGV resorts: every resort with its location, nightly rate and amenities', async ({ page, segment }) => {
  await page.goto('/HGV/resorts')
  await expect(page.locator('.product-card')).toHaveCount(8)
  const elara = page.locator('.product-card').filter({ hasText: 'Elara, a Hilton Grand Vacations Club' })
  await expect(elara).toContainText('From $289.00 a night')
  await expect(elara.getByRole('list', { name: 'Amenities' }).getByRole('listitem').first()).toBeVisible()
  await expect.poll(() => segment.events('page')[0]?.body.properties?.path).toBe('/HGV/resorts')
})

test('purina pet adoption shop: choose, cart, checkout and confirmation in the petfinder section', async ({ page, segment }) => {
  await page.goto('/purina/petfinder')
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/purina\/petfinder\/confirmItem\?item=/)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/purina\/petfinder\/cart$/)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await page.getByLabel('Full name').fill('Sam Rivera')
  await page.getByLabel('Email').fill('sam@example.com')
  await page.getByLabel('Street address').fill('1 Checkerboard Square')
  await page.getByLabel('City', { exact: true }).fill('St. Louis')
  await page.getByLabel('Postal code').fill('63164')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/purina\/petfinder\/confirmOrder\?order=PURI-/)
  await expect.poll(() => segment.events('track', 'Order Completed').length).toBe(1)
  await expect.poll(() => segment.events('track', 'Order Completed')[0]?.body.writeKey).toBeTruthy()
})
