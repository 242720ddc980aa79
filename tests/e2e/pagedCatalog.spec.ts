// A catalog longer than one listing page (KFC with 150 products: pagedCatalog.ts), in the browser: paging to the last
// page and ordering from it, Back, Forward and a reload keeping the page, the category filter over the whole catalog,
// the search over the whole catalog through the brand's static index, the listing at phone and desktop width, and the
// food finder's match from the whole catalog (Purina, grown the same way).
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { createStaticServer } from '../../scripts/server/staticServer.ts'
import { expect, hydrated, markDocument, sameDocument, test as siteTest } from './fixtures.ts'
import { lateMatch, pagedCatalogSite } from './pagedCatalog.ts'
import { seriousViolations, smallTouchTargets, watchPageProblems, widerThanViewport } from './pageHealth.ts'

/** The paged-catalog deployable, served like an object store by each worker, as the site's is. */
const test = siteTest.extend<object, { pagedOrigin: string }>({
  pagedOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const server = createStaticServer({ dir: pagedCatalogSite, mode: 'object-store', base: '/' })
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      await new Promise((done) => server.close(done))
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pagedOrigin }, use) => use(pagedOrigin),
})

const cards = (page: Page) => page.locator('.product-card')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' })

test('pages to the last page of the catalog, opens a product there, adds it and checks out', async ({ page, segment }) => {
  const problems = watchPageProblems(page)
  await page.goto('/KFC/shop')
  await hydrated(page)
  await expect(cards(page)).toHaveCount(48)
  await expect(page.getByRole('status')).toHaveText('Items 1–48 of 150')
  await markDocument(page)
  await pager(page).getByRole('link', { name: 'Page 4' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/4$/)
  await expect(page.getByRole('status')).toHaveText('Items 145–150 of 150')
  await expect(cards(page)).toHaveCount(6)
  expect(await sameDocument(page)).toBe(true)
  await expect(pager(page).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
  await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0)
  // The list is one list over its pages: the same list_id, positions continuing from page 1's 48.
  await expect
    .poll(() => segment.events('track', 'Product List Viewed').map((e) => e.body.properties))
    .toContainEqual(
      expect.objectContaining({
        list_id: '/KFC/shop',
        products: [145, 146, 147, 148, 149, 150].map((position) =>
          expect.objectContaining({ position, ...(position === 150 ? { product_id: 'lemonade-15' } : {}) }),
        ),
      }),
    )

  await page.getByRole('link', { name: 'Choose Lemonade No. 15' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/products\/lemonade-15$/)
  await expect
    .poll(() => segment.events('track', 'Product Clicked').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ product_id: 'lemonade-15', position: 150, name: 'Lemonade No. 15' })])
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.locator('.line-item')).toContainText('Lemonade No. 15')
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/checkout$/)
  await hydrated(page)
  await page.getByRole('radio', { name: /Pick up/ }).check()
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/confirmOrder\?order=/)
  await expect(page.locator('.order-id')).toHaveText(/^KFC-[2-9A-Z]{6}$/)
  await expect
    .poll(() => segment.events('track', 'Order Completed').map((e) => e.body.properties?.products))
    .toEqual([[expect.objectContaining({ product_id: 'lemonade-15', quantity: 1 })]])
  expect(problems).toEqual([])
})

test('Back, Forward and a reload keep the page of the catalog the visitor is on', async ({ page }) => {
  await page.goto('/KFC/shop/page/2')
  await hydrated(page)
  await expect(page.getByRole('status')).toHaveText('Items 49–96 of 150')
  await pager(page).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/3$/)
  await expect(page.getByRole('status')).toHaveText('Items 97–144 of 150')
  await page.goBack()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/2$/)
  await expect(page.getByRole('status')).toHaveText('Items 49–96 of 150')
  await expect(cards(page).first()).toContainText('Chocolate Chip Cake No. 5')
  await page.goForward()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/3$/)
  await expect(page.getByRole('status')).toHaveText('Items 97–144 of 150')
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('status')).toHaveText('Items 97–144 of 150')
  await expect(cards(page)).toHaveCount(48)
  await expect(cards(page).first()).toContainText('Mac & Cheese No. 10')
  await pager(page).getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/2$/)
  await pager(page).getByRole('link', { name: 'Page 1' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect(page.getByRole('status')).toHaveText('Items 1–48 of 150')
})

test('the category filter lists the category from the whole catalog, and Back returns to the page before', async ({
  page,
  segment,
}) => {
  await page.goto('/KFC/shop/page/2')
  await hydrated(page)
  await markDocument(page)
  const categories = page.getByRole('navigation', { name: 'Categories' })
  await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true')
  await categories.getByRole('link', { name: 'Drinks' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/category\/drinks$/)
  // All 15 drinks, from every page of the catalog: the last one is on its page 4.
  await expect(cards(page)).toHaveCount(15)
  await expect(page.getByRole('status')).toHaveText('Items 1–15 of 15')
  await expect(cards(page).last()).toContainText('Lemonade No. 15')
  await expect(categories.getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true')
  await expect(pager(page)).toHaveCount(0)
  expect(await sameDocument(page)).toBe(true)
  await expect
    .poll(() => segment.events('track', 'Product List Viewed').map((e) => e.body.properties))
    .toContainEqual(
      expect.objectContaining({
        list_id: '/KFC/shop',
        category: 'Drinks',
        products: Array.from({ length: 15 }, (_, i) => expect.objectContaining({ category: 'Drinks', position: i + 1 })),
      }),
    )
  await page.goBack()
  await expect(page).toHaveURL(/\/KFC\/shop\/page\/2$/)
  await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true')
  await page.goForward()
  await expect(page).toHaveURL(/\/KFC\/shop\/category\/drinks$/)
  await page.reload()
  await hydrated(page)
  await expect(categories.getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true')
  await categories.getByRole('link', { name: 'All categories' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop$/)
  await expect(cards(page)).toHaveCount(48)
})

test('the search box searches the whole catalog through its index: a product of the last page is found, opened, added and ordered', async ({
  page,
  segment,
}) => {
  const problems = watchPageProblems(page)
  const fetched: string[] = []
  const queries = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    fetched.push(url.pathname)
    if (url.pathname.includes('/_search/')) queries.add(url.search)
  })
  await page.goto('/KFC/shop')
  await hydrated(page)
  const buildId = await page.evaluate(() => document.documentElement.dataset.buildId)
  await page.getByLabel('Search').fill('Lemonade No. 15')
  await expect(page.getByRole('status')).toHaveText('1 result for “Lemonade No. 15”')
  await expect(cards(page)).toHaveCount(1)
  await expect(pager(page)).toHaveCount(0)
  // Its words' files and the one items file of the result: never another listing page's payload.
  expect(fetched.filter((path) => path.includes('/_search/')).sort()).toEqual([
    '/KFC/_search/items/9.json',
    '/KFC/_search/words/15.json',
    '/KFC/_search/words/le.json',
    '/KFC/_search/words/no.json',
  ])
  expect(fetched.filter((path) => path.endsWith('_payload.json'))).toEqual([])
  // Fetched for this build, as payloads are: a later deploy's index is never mixed with this one's.
  expect([...queries]).toEqual([`?${buildId}`])
  await expect
    .poll(() => segment.events('track', 'Products Searched').map((e) => e.body.properties))
    .toEqual([{ query: 'Lemonade No. 15' }])
  await page.getByRole('link', { name: 'Choose Lemonade No. 15' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/products\/lemonade-15$/)
  await expect
    .poll(() => segment.events('track', 'Product Clicked').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ product_id: 'lemonade-15', position: 1, name: 'Lemonade No. 15' })])
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect
    .poll(() => segment.events('track', 'Product Added').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ product_id: 'lemonade-15', quantity: 1 })])
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page.locator('.line-item')).toContainText('Lemonade No. 15')
  await page.getByRole('link', { name: 'Checkout' }).click()
  await hydrated(page)
  await page.getByRole('radio', { name: /Pick up/ }).check()
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/confirmOrder\?order=/)
  await expect
    .poll(() => segment.events('track', 'Order Completed').map((e) => e.body.properties?.products))
    .toEqual([[expect.objectContaining({ product_id: 'lemonade-15', quantity: 1 })]])
  expect(problems).toEqual([])
})

test('a search of the whole catalog shows its results a page at a time, and says when nothing matches', async ({ page }) => {
  await page.goto('/KFC/shop/page/2')
  await hydrated(page)
  // The ten KFC products come again as "… No. 2" to "… No. 15": 140 names with the word "no", 24 shown at first.
  await page.getByLabel('Search').fill('no')
  await expect(page.getByRole('status')).toHaveText('140 results for “no”')
  await expect(cards(page)).toHaveCount(24)
  await page.getByRole('button', { name: 'Show more results' }).click()
  await expect(cards(page)).toHaveCount(48)
  await page.getByLabel('Search').fill('no such thing')
  await expect(page.getByText('Nothing matches “no such thing”.')).toBeVisible()
  await page.getByLabel('Search').fill('')
  await expect(page.getByRole('status')).toHaveText('Items 49–96 of 150')
  await expect(cards(page)).toHaveCount(48)
})

for (const width of [360, 1280]) {
  test(`a page of the catalog fits ${width} px, with no serious accessibility problem and no small touch target`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/KFC/shop/page/2')
    await hydrated(page)
    await expect(pager(page)).toBeVisible()
    expect(await widerThanViewport(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    expect(await smallTouchTargets(page)).toEqual([])
  })
}

test('the food finder recommends from the whole catalog, fetching only its match, and the match can be added', async ({
  page,
  segment,
}) => {
  const problems = watchPageProblems(page)
  const fetched = requestedPaths(page)
  // A finished quiz for a small, relaxed senior cat with stiff joints: the catalog's last product fits it best.
  await page.addInitScript(() =>
    localStorage.setItem(
      'storefront:purina:foodfinder',
      JSON.stringify({ species: 'cat', petName: 'Pixel', age: 'senior', size: 'small', activity: 'low', health: 'joints' }),
    ),
  )
  await page.goto('/purina/foodfinder/result')
  await hydrated(page)
  const cards = page.locator('.ff-results > li')
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText(lateMatch.name)
  await expect(cards.first()).toContainText('Best match')
  await expect(cards.first()).toContainText('Supports healthy joints')
  await expect(cards.nth(1)).toContainText('Purina ONE Indoor Advantage')
  // The page fetched its answers' match and those products' files: none of the catalog's other 147.
  expect(fetched.filter((path) => path.includes('/_'))).toEqual(
    expect.arrayContaining(['/purina/_foodfinder/cat-senior-small-low-joints.json', `/purina/_products/${lateMatch.slug}.json`]),
  )
  expect(fetched.filter((path) => path.startsWith('/purina/_products/'))).toHaveLength(3)
  expect(fetched.filter((path) => path.startsWith('/purina/_search/'))).toEqual([])
  await expect
    .poll(() => segment.events('track', 'Food Finder Result Viewed').map((e) => e.body.properties))
    .toEqual([
      {
        pet_type: 'cat',
        products: [
          expect.objectContaining({ product_id: lateMatch.slug, name: lateMatch.name, price: lateMatch.price, position: 1 }),
          expect.objectContaining({ product_id: 'purina-one-indoor-advantage', position: 2 }),
          expect.objectContaining({ product_id: 'purina-one-indoor-advantage-2', position: 3 }),
        ],
      },
    ])

  await cards
    .first()
    .getByRole('link', { name: /^Choose/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/purina/petfinder/confirmItem\\?item=${lateMatch.slug}$`))
  await expect(page.getByRole('heading', { name: lateMatch.name })).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect
    .poll(() => segment.events('track', 'Product Clicked').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ product_id: lateMatch.slug, position: 1 })])
  await expect
    .poll(() => segment.events('track', 'Product Added').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ product_id: lateMatch.slug, name: lateMatch.name, quantity: 1 })])
  expect(problems).toEqual([])
})

/** The paths the page requests from now on, in order. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

// The forms that name a product carry no catalog this long: their field searches the brand's index as the visitor
// types, and a pick is stored and reported as the select's choice would be.
const pickerField = (page: Page, name: string) => page.getByRole('combobox', { name })

test('the review form picks a product of the last page by typing part of its name, with the keys, and reports it', async ({
  page,
  segment,
}) => {
  const problems = watchPageProblems(page)
  const fetched = requestedPaths(page)
  await page.goto('/KFC/review')
  await hydrated(page)
  await expect(page.locator('select')).toHaveCount(0)
  const field = pickerField(page, 'What are you reviewing?')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await field.fill('lemonade 15')
  const option = page.getByRole('listbox', { name: 'Matching products' }).getByRole('option', { name: 'Lemonade No. 15' })
  await expect(option).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  expect(await seriousViolations(page)).toEqual([])
  await field.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) as string)
  await field.press('Enter')
  await expect(field).toHaveValue('Lemonade No. 15')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toBeFocused()
  // On with the keyboard: Tab into the stars, arrows move the choice.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused()
  await page.keyboard.press('Space')
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page.getByLabel('Title').fill('Tart and cold')
  await page.getByLabel('Your review', { exact: true }).fill('Just the right amount of lemon, served cold.')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Your review of Lemonade No. 15 is posted')).toBeVisible()
  await expect
    .poll(() => segment.events('track', 'Product Reviewed').map((e) => e.body.properties))
    .toEqual([
      expect.objectContaining({
        product_id: 'lemonade-15',
        name: 'Lemonade No. 15',
        rating: 4,
        review_body: 'Just the right amount of lemon, served cold.',
      }),
    ])
  // Sent, the form starts again: the field empties with it.
  await expect(field).toHaveValue('')
  // The product came from the index, a file or two of it, never the catalog.
  expect(fetched.some((path) => path.startsWith('/KFC/_search/words/'))).toBe(true)
  expect(fetched.filter((path) => path.startsWith('/KFC/_search/items/')).length).toBeLessThanOrEqual(2)
  expect(problems).toEqual([])
})

test('the service form picks a product with a click, drops it when the visitor types again, and reports the pick', async ({
  page,
  segment,
}) => {
  await page.goto('/KFC/service')
  await hydrated(page)
  await page.getByLabel('Your name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Topic').selectOption('An order')
  const field = pickerField(page, 'Which product? (optional)')
  await field.fill('chicken')
  await page.getByRole('option', { name: 'Classic Chicken Sandwich', exact: true }).click()
  await expect(field).toHaveValue('Classic Chicken Sandwich')
  // A topic not about a product hides the field; back on one that is, it shows the product still picked.
  await page.getByLabel('Topic').selectOption('Something else')
  await expect(field).toHaveCount(0)
  await page.getByLabel('Topic').selectOption('An order')
  await expect(field).toHaveValue('Classic Chicken Sandwich')
  // Typing again drops the pick: the request names only a product picked from the list.
  await field.fill('mac cheese 10')
  await expect(page.getByRole('status').filter({ hasText: 'product' })).toHaveText('1 product matches.')
  await page.getByRole('option', { name: 'Mac & Cheese No. 10' }).click()
  await page.getByLabel('How can we help?').fill('The side was missing from my order.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible()
  await expect
    .poll(() => segment.events('track', 'Service Request Submitted').map((e) => e.body.properties))
    .toEqual([expect.objectContaining({ topic: 'An order', product: 'Mac & Cheese No. 10' })])
})

for (const width of [360, 1920]) {
  test(`the inquiry form's product search fits ${width} px, its list open, and reports the program picked`, async ({
    page,
    segment,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/KFC/form')
    await hydrated(page)
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill('ada@example.com')
    const field = pickerField(page, 'Program of interest')
    await field.fill('bucket')
    await expect(page.getByRole('listbox', { name: 'Matching products' }).getByRole('option')).toHaveCount(8)
    await expect(page.getByText('products match; the first 8 are listed')).toBeVisible()
    expect(await widerThanViewport(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    expect(await smallTouchTargets(page)).toEqual([])
    await page.getByRole('option', { name: '8 Piece Bucket No. 5' }).click()
    await page.getByLabel('Preferred start term').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Send inquiry' }).click()
    await expect(page.getByText('Your inquiry about 8 Piece Bucket No. 5')).toBeVisible()
    await expect
      .poll(() => segment.events('track', 'Inquiry Submitted').map((e) => e.body.properties?.program))
      .toEqual(['8 Piece Bucket No. 5'])
  })
}
