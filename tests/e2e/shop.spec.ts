// The whole shop journey, in three brands whose journeys differ: KFC (product pages in a shop section),
// avis (choose an item on confirmItem), NCR (scan & go by barcode).
import type { Page } from '@playwright/test'
import { expect, hydrated, openWithLaterChunksHeld, test } from './fixtures.ts'

/** Checkout of a KFC order delivered (`delivery`: the address is asked once delivery is chosen) or of a Scan & Go
 *  order paid in the store (`in-store`: no address at all): what is missing or wrong is flagged, and kept as typed,
 *  and with `reload`, kept across a reload too (the card's details apart). */
async function checkOut(page: Page, kind: 'delivery' | 'in-store' = 'delivery', { reload = false } = {}) {
  const submit = page.getByRole('button', { name: kind === 'delivery' ? 'Place order' : 'Pay and get exit pass' })
  // The checkout is pressed once it is interactive (a page that came by a full load holds a press made before React
  // attaches, by design) and KFC's pickup-or-delivery question, which arrives on demand and moves the button, is in.
  await hydrated(page)
  if (kind === 'delivery') await expect(page.getByRole('group', { name: 'Pickup or delivery' })).toBeVisible()
  await submit.click()
  await expect(page.getByRole('alert')).toContainText(`Please correct the ${kind === 'delivery' ? 6 : 5} highlighted fields`)
  await expect(page.getByLabel('Full name')).toBeFocused()
  await expect(page.getByLabel('Street address')).toHaveCount(0)
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example')
  if (kind === 'delivery') {
    await page.getByRole('radio', { name: /Delivery/ }).check()
    await page.getByLabel('Street address').fill('12 Analytical Row')
    await page.getByLabel('City', { exact: true }).fill('London')
    await page.getByLabel('Postal code').fill('N1 9GU')
  }
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await submit.click()
  // Only the wrong fields are flagged, and everything typed is still there.
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(page.getByText(/Enter a valid card number/)).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  if (kind === 'delivery') await expect(page.getByLabel('Street address')).toHaveValue('12 Analytical Row')
  if (reload) {
    // A reload keeps what was typed, but never the card's number, expiry or security code.
    await page.reload()
    await hydrated(page)
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace')
    if (kind === 'delivery') await expect(page.getByLabel('Street address')).toHaveValue('12 Analytical Row')
    await expect(page.getByLabel('Email')).toHaveValue('ada@example')
    await expect(page.getByLabel('Card number')).toHaveValue('')
    await expect(page.getByLabel('Security code')).toHaveValue('')
    await page.getByLabel('Expiry (MM/YY)').fill('12/39')
    await page.getByLabel('Security code').fill('123')
  }
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await submit.click()
}

async function expectConfirmedOrder(page: Page, prefix: string, total: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const orderId = page.locator('.order-id')
  await expect(orderId).toHaveText(new RegExp(`^${prefix}-[2-9A-Z]{6}$`))
  await expect(page.locator('.totals .grand').last()).toHaveText(total)
  const id = await orderId.textContent()
  expect(page.url()).toContain(`?order=${id}`)
  await page.reload()
  await expect(page.locator('.order-id')).toHaveText(id as string)
  return id as string
}

test('KFC: product page → cart → checkout → confirmation, kept in the account', async ({ page }) => {
  await page.goto('/KFC/shop')
  await page.getByLabel('Search').fill('bucket')
  await expect(page.getByRole('status')).toHaveText('1 result for “bucket”')
  await page.getByRole('link', { name: 'Choose 8 Piece Bucket' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/products\/8-piece-bucket$/)
  await page.getByLabel('Choose').selectOption('Extra Crispy')
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByText('Total $49.98')).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toHaveText(
    /^Added to your cart: 2 × 8 Piece Bucket/,
  )
  await page.goto('/KFC/shop/products/lemonade')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'View cart' }).click()

  await expect(page).toHaveURL(/\/KFC\/shop\/cart$/)
  const lines = page.locator('.line-item')
  await expect(lines).toHaveCount(2)
  await expect(lines.first()).toContainText('Extra Crispy')
  await lines.first().getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Remove Lemonade' }).click()
  await expect(lines).toHaveCount(1)
  await expect(page.locator('.totals .grand').last()).toHaveText('$80.97')
  await page.reload()
  await expect(page.locator('.line-item')).toHaveCount(1)
  await page.getByRole('link', { name: 'Checkout' }).click()

  await expect(page).toHaveURL(/\/KFC\/shop\/checkout$/)
  await checkOut(page, 'delivery', { reload: true })
  await expect(page).toHaveURL(/\/KFC\/shop\/confirmOrder\?order=/)
  const id = await expectConfirmedOrder(page, 'KFC', '$80.97')
  // The placed order took its checkout draft with it.
  expect(await page.evaluate(() => localStorage.getItem('storefront:KFC:draft:checkout'))).toBeNull()

  await page.goto('/KFC/shop/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await page.goto('/KFC/shop/account')
  // The account lists orders once the visitor signs in.
  await page.getByLabel('Email or phone').fill('ada@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('link', { name: id })).toBeVisible()
  await expect(page.getByLabel('Rows per page:')).toHaveValue('10')
})

test('avis: brand home → confirmItem with its dates → cart → checkout paid at the counter → confirmation', async ({ page }) => {
  await page.goto('/avis')
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/avis\/products\/confirmItem\?item=/)
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
  // The suggested rental (tomorrow, for three days) is added as it is.
  await expect(page.getByText(/^Total for 3 days /)).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/avis\/products\/cart$/)
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.locator('.line-item')).toContainText('(3 days)')
  await page.getByRole('link', { name: 'Checkout' }).click()
  // A rental asks no street address.
  await expect(page.getByLabel('Street address')).toHaveCount(0)
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('radio', { name: /Pay at the counter/ }).check()
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  const total = (await page.locator('.totals .grand').last().textContent()) as string
  await page.getByRole('button', { name: 'Reserve now' }).click()
  await expect(page).toHaveURL(/\/avis\/products\/confirmOrder\?order=/)
  await expectConfirmedOrder(page, 'AVIS', total)
  await expect(page.getByText(`${total} due at the counter`)).toBeVisible()
})

test('NCR: scan a barcode → cart → checkout → confirmation', async ({ page }) => {
  await page.goto('/NCR/scan')
  await page.getByLabel('Barcode', { exact: true }).fill('123')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByText('Enter the 8 to 14 digits printed under the barcode.')).toBeVisible()
  await expect(page.getByLabel('Barcode', { exact: true })).toHaveValue('123')
  const code = (await page.locator('.line-items code').first().textContent()) as string
  await page.getByLabel('Barcode', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByRole('status')).toContainText('is in your cart')
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/NCR\/scan\/cart$/)
  await expect(page.locator('.line-item')).toHaveCount(1)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await checkOut(page, 'in-store')
  await expect(page).toHaveURL(/\/NCR\/scan\/confirmOrder\?order=/)
  await expect(page.locator('.order-id')).toHaveText(/^NCR-[2-9A-Z]{6}$/)
})

test('a cart saved in an unexpected shape shows an empty cart, not a broken page', async ({ page }) => {
  await page.goto('/KFC/shop/cart')
  await page.evaluate(() => localStorage.setItem('storefront:KFC:cart', '{"slug":"8-piece-bucket"}'))
  await page.reload()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await page.goto('/KFC/shop/products/lemonade')
  // A click before React has attached to the page is a click on plain HTML: nothing is added.
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/KFC/shop/cart')
  await expect(page.locator('.line-item')).toHaveCount(1)
})

test('a cart line whose product the catalog no longer has is named as stored, removed on request, and never checked out', async ({
  page,
  segment,
}) => {
  await page.goto('/KFC')
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:KFC:cart',
      JSON.stringify([
        { slug: '8-piece-bucket', quantity: 2 },
        { slug: 'retired-bucket', option: 'Spicy', quantity: 3 },
      ]),
    ),
  )
  // The payload names none of the catalog: the lines come from the products' own files.
  const payload = await (await page.request.get('/KFC/shop/cart/_payload.json')).text()
  expect(payload).not.toContain('8 Piece Bucket')
  await page.goto('/KFC/shop/cart')
  await hydrated(page)
  const gone = page.locator('.notice.error', { hasText: '“retired-bucket” is no longer available.' })
  await expect(gone).toBeVisible()
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.locator('.line-item')).toContainText('8 Piece Bucket')
  // Cart Viewed reports what can be described: the bucket, as before.
  await expect.poll(() => segment.events('track', 'Cart Viewed').length).toBe(1)
  const viewed = segment.events('track', 'Cart Viewed')[0]?.body.properties
  expect(viewed?.products).toMatchObject([{ product_id: '8-piece-bucket', name: '8 Piece Bucket', quantity: 2 }])
  expect(viewed?.products).toHaveLength(1)
  // No way on to checkout while it is there, and the checkout itself will not take the order.
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0)
  await page.goto('/KFC/shop/checkout')
  await expect(page.getByText('An item in your cart is no longer available: remove it in the cart first.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to the cart' }).click()
  await gone.getByRole('button', { name: 'Remove retired-bucket' }).click()
  await expect(gone).toHaveCount(0)
  await expect.poll(() => segment.events('track', 'Product Removed').length).toBe(1)
  expect(segment.events('track', 'Product Removed')[0]?.body.properties).toMatchObject({
    product_id: 'retired-bucket',
    variant: 'Spicy',
    quantity: 3,
  })
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:KFC:cart') ?? '[]'))).toEqual([
    { slug: '8-piece-bucket', quantity: 2 },
  ])
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByLabel('Full name')).toBeVisible()
})

test('the item page fetches its item alone, and without a known one leads to the catalog', async ({ page }) => {
  const html = await (await page.request.get('/NCR/scan/confirmItem')).text()
  // Prerendered, it carries no catalog and waits for the query.
  expect(html).toContain('Loading...')
  expect(html).not.toContain('Grade A Large Eggs')
  await page.goto('/NCR/scan/confirmItem?item=retired-eggs')
  await expect(page.getByText('We could not find the item “retired-eggs”. Please pick one in the catalog.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/NCR/scan')
  await page.goto('/NCR/scan/confirmItem')
  await expect(page.getByText('Pick an item in the catalog.')).toBeVisible()
  await page.goto('/NCR/scan/confirmItem?item=bananas-3-lb')
  await expect(page.getByRole('img', { name: 'Bananas, 3 lb Bag' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
})

test('where the browser keeps no data, the cart and an order last for the visit, and the console says so once', async ({
  page,
}) => {
  // localStorage that refuses every write, as a blocked or full storage does.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && m.text().includes('not keeping data') && warnings.push(m.text()))
  await page.goto('/KFC/shop/products/lemonade')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page.locator('.line-item')).toHaveCount(1)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await checkOut(page)
  await expect(page).toHaveURL(/\/KFC\/shop\/confirmOrder\?order=/)
  // Shown from memory: a reload would lose it here, so none is made.
  await expect(page.locator('.order-id')).toHaveText(/^KFC-[2-9A-Z]{6}$/)
  await page.locator('.site-nav').getByRole('link', { name: 'Cart' }).click()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  expect(warnings).toHaveLength(1)
})

test('stored state of the wrong shape is dropped entry by entry, and pages and the inspector keep working', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('poisoned')) return
    sessionStorage.setItem('poisoned', '1')
    localStorage.setItem('storefront:analytics', JSON.stringify({ events: [null, {}, { id: 1 }], userId: 7 }))
    localStorage.setItem(
      'storefront:KFC:cart',
      JSON.stringify([null, { slug: 'lemonade', quantity: 'many' }, { slug: 'lemonade', quantity: 2 }]),
    )
    localStorage.setItem('storefront:KFC:orders', JSON.stringify([{ id: 'x' }, 42]))
    localStorage.setItem('storefront:KFC:orders-tracked', JSON.stringify({ not: 'a list' }))
  })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/KFC/shop/cart')
  await hydrated(page)
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.locator('.line-item')).toContainText('Lemonade')
  await page.getByRole('button', { name: /Analytics events/ }).click()
  await expect(page.locator('#event-inspector').getByText('page: Your cart | KFC')).toBeVisible()
  await page.goto('/KFC/shop/account')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('a sign-in sent before its checks arrive waits for them: then the login is flagged, as typed, and nothing signs in', async ({
  page,
}) => {
  const { heldBack, release } = await openWithLaterChunksHeld(page, '/KFC/shop/account')
  const login = page.getByLabel('Email or phone')
  await login.fill('ada@example')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The checks were asked for (when the form was focused) and have not arrived: nothing is flagged or signed in yet.
  await expect.poll(() => heldBack.length).toBeGreaterThan(0)
  await expect(page.getByText('Enter an email address like name@example.com.')).toHaveCount(0)
  release()
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(login).toHaveValue('ada@example')
  await login.fill('ada@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
  await expect(page.getByText('Enter an email address like name@example.com.')).toHaveCount(0)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a card’s picture and name open the item', async ({ page, segment }) => {
    await page.goto('/KFC/shop')
    await hydrated(page)
    const first = page.locator('.product-card').first()
    await first.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/KFC\/shop\/products\/8-piece-bucket$/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu')
    // A tap on the picture, where a thumb lands: the name's link covers the card.
    await first.locator('svg.art').scrollIntoViewIfNeeded()
    const picture = await first.locator('svg.art').boundingBox()
    await page.mouse.click((picture?.x ?? 0) + (picture?.width ?? 0) / 2, (picture?.y ?? 0) + (picture?.height ?? 0) / 2)
    await expect(page).toHaveURL(/\/KFC\/shop\/products\/8-piece-bucket$/)
    await expect.poll(() => segment.events('track', 'Product Clicked').length).toBe(2)
  })

  test('one item is “1 item” on cart, checkout and confirmation; summaries leave no empty picture slot; the orders table fits', async ({
    page,
  }) => {
    const subtotal = page.locator('.totals dt').first()
    /** Each line's text starts at the line's own left edge: no slot is kept for a picture it does not show. */
    const noEmptySlot = () =>
      page
        .locator('.line-item')
        .evaluateAll((lines) =>
          lines.every(
            (li) =>
              li.querySelector('svg') || li.firstElementChild?.getBoundingClientRect().left === li.getBoundingClientRect().left,
          ),
        )
    await page.goto('/KFC/shop/products/lemonade')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'View cart' }).click()
    await expect(subtotal).toHaveText('Subtotal (1 item)')
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(subtotal).toHaveText('Subtotal (2 items)')
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await page.getByRole('link', { name: 'Checkout' }).click()
    await expect(subtotal).toHaveText('Subtotal (1 item)')
    expect(await noEmptySlot(), 'checkout summary').toBe(true)
    await checkOut(page)
    await expect(page.locator('.order-id')).toBeVisible()
    await expect(subtotal).toHaveText('Subtotal (1 item)')
    expect(await noEmptySlot(), 'confirmation summary').toBe(true)

    await page.goto('/KFC/shop/account')
    await hydrated(page)
    await page.getByLabel('Email or phone').fill('ada@example.com')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const table = page.locator('.data-table')
    await expect(table.getByRole('cell', { name: '$2.47' })).toBeInViewport({ ratio: 1 })
    expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true)
  })
})

test('cr: a membership is one per cart line, and adding it again sends no second Product Added', async ({ page, segment }) => {
  await page.goto('/cr/products/confirmItem?item=digital-membership')
  await hydrated(page)
  await expect(page.getByText('Quantity')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cr\/products\/cart$/)
  // Its events are in before the page is left.
  await expect.poll(() => segment.events('track', 'Cart Viewed').length).toBe(1)
  await page.goto('/cr/products/confirmItem?item=digital-membership')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cr\/products\/cart$/)
  await expect(page.locator('.line-item')).toHaveCount(1)
  await expect(page.locator('.line-item')).toContainText('CR Digital Membership')
  await expect(page.locator('.line-item')).not.toContainText('×')
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0)
  await expect.poll(() => segment.events('track', 'Cart Viewed').length).toBe(2)
  expect(segment.events('track', 'Product Added')).toHaveLength(1)
  expect(segment.events('track', 'Cart Viewed')[1]?.body.properties?.products).toEqual([
    expect.objectContaining({ product_id: 'digital-membership', quantity: 1, variant: 'Annual', category: 'Memberships' }),
  ])
  // Its checkout asks no address: the membership is emailed.
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expect(page.getByLabel('Street address')).toHaveCount(0)
})
