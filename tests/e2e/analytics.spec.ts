// Analytics against the real @segment/analytics-next library, its network answered by tests/e2e/segment.ts.
import { expect, hydrated, openWithLaterChunksFailing, openWithLaterChunksHeld, test } from './fixtures.ts'
import { fakeSegment, testKey } from './segment.ts'

test('each route reports to its own family’s source, with the test keys of a non-PROD build', async ({ page }) => {
  const segment = await fakeSegment(page)
  const expectations: [string, string][] = [
    ['/KFC/shop/cart', 'KFCcart'],
    ['/avis', 'avis'],
    ['/NCR/scan/cart', 'NCRcart'],
    ['/HGV/resorts', 'HGV'],
    ['/arch-pristine/shop', 'pristineshop'],
    ['/cr/journey/start', 'crjourneystart'],
    ['/', 'Demo'],
    ['/account', 'Demoaccount'],
  ]
  for (const [path, source] of expectations) {
    await page.goto(path)
    await expect
      .poll(() => segment.events('page').find((c) => c.body.properties?.path === path)?.body.writeKey, { message: path })
      .toBe(testKey(source))
  }
})

test('the shop journey sends the E-commerce spec events with their properties, Order Completed once', async ({ page }) => {
  const segment = await fakeSegment(page)
  // Each page is used once hydrated: a click before that is not a call (tests/e2e/hydration.spec.ts covers what
  // a visitor does before a page is interactive).
  await page.goto('/KFC/shop')
  await hydrated(page)
  await page.getByLabel('Search').fill('lemon')
  // The search code loads with the first search: the visitor clicks the result once it is shown.
  await expect(page.getByRole('status')).toHaveText('1 result for “lemon”')
  await page.getByRole('link', { name: 'Choose Lemonade' }).click()
  await page.getByLabel('Choose').selectOption('Large')
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/KFC/shop/products/famous-bowl')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/KFC/shop/cart')
  await hydrated(page)
  await page.getByRole('button', { name: 'Remove Famous Bowl' }).click()
  await page.getByRole('link', { name: 'Checkout' }).click()
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('radio', { name: /Delivery/ }).check()
  await page.getByLabel('Street address').fill('12 Analytical Row')
  await page.getByLabel('City', { exact: true }).fill('London')
  await page.getByLabel('Postal code').fill('N1 9GU')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.locator('.order-id')).toBeVisible()
  const orderId = await page.locator('.order-id').textContent()

  await expect.poll(() => segment.events('track', 'Order Completed').length).toBe(1)
  const one = (event: string) => segment.events('track', event)[0]?.body.properties ?? {}
  await expect.poll(() => one('Product List Viewed')).toMatchObject({ list_id: '/KFC/shop' })
  await expect.poll(() => (one('Product List Viewed').products as unknown[]).length).toBe(10)
  await expect.poll(() => one('Products Searched')).toEqual({ query: 'lemon' })
  await expect
    .poll(() => one('Product Clicked'))
    .toMatchObject({ product_id: 'lemonade', name: 'Lemonade', price: 2.29, position: 1 })
  await expect
    .poll(() => one('Product Viewed'))
    .toMatchObject({ product_id: 'lemonade', category: 'Drinks', brand: 'KFC', currency: 'USD' })
  // Events are compared by content: the library delivers them concurrently, and re-sends what was in flight when
  // a page was left, so arrival order is not call order.
  const addedEvent = (id: string) =>
    segment.events('track', 'Product Added').find((c) => c.body.properties?.product_id === id)?.body.properties
  await expect.poll(() => addedEvent('famous-bowl')).toBeTruthy()
  const added = ['lemonade', 'famous-bowl'].map(addedEvent)
  expect(added[0]).toMatchObject({
    product_id: 'lemonade',
    variant: 'Large',
    quantity: 2,
    price: 2.29,
    cart_id: expect.stringMatching(/^cart-/),
  })
  expect(added[1]).toMatchObject({ product_id: 'famous-bowl', quantity: 1 })
  await expect.poll(() => one('Cart Viewed')).toMatchObject({ cart_id: added[0]?.cart_id })
  await expect.poll(() => (one('Cart Viewed').products as unknown[]).length).toBe(2)
  await expect.poll(() => one('Product Removed')).toMatchObject({ product_id: 'famous-bowl', cart_id: added[0]?.cart_id })
  await expect.poll(() => one('Checkout Started')).toMatchObject({ revenue: 4.58, tax: 0.37, value: 4.95, currency: 'USD' })
  await expect
    .poll(() => one('Payment Info Entered'))
    .toMatchObject({ order_id: orderId, payment_method: 'Credit card', shipping_method: 'Delivery', step: 2 })
  await expect
    .poll(() => one('Order Completed'))
    .toMatchObject({
      order_id: orderId,
      total: 4.95,
      subtotal: 4.58,
      tax: 0.37,
      currency: 'USD',
      revenue: 4.58,
      products: [{ product_id: 'lemonade', quantity: 2, variant: 'Large', price: 2.29, name: 'Lemonade', position: 1 }],
    })
  // The order's products carry the same fields on every event (sku, category and brand were missing at the end).
  expect(one('Order Completed').products).toEqual(one('Checkout Started').products)
  expect(one('Order Completed').products).toEqual([
    expect.objectContaining({ sku: 'lemonade', category: 'Drinks', brand: 'KFC', currency: 'USD' }),
  ])
  await expect.poll(() => segment.events('track').every((c) => c.body.writeKey)).toBe(true)

  // A reload shows the same order and records no second Order Completed: the page's effects have run once the
  // page is hydrated, and a call they made would be in the recorded events; the reload's own page call is
  // delivered after anything recorded before it.
  const pageCalls = segment.events('page').length
  await page.reload()
  await hydrated(page)
  await expect(page.locator('.order-id')).toHaveText(orderId as string)
  expect(await recordedLabels(page)).toEqual(expect.arrayContaining(['Order Completed']))
  expect((await recordedLabels(page)).filter((label) => label === 'Order Completed')).toHaveLength(1)
  await expect.poll(() => segment.events('page').length).toBe(pageCalls + 1)
  await expect.poll(() => segment.events('track', 'Order Completed')).toHaveLength(1)
})

test('signing in identifies with the login traits, sends Signed In and the brand group; signing out resets', async ({ page }) => {
  const segment = await fakeSegment(page)
  await page.goto('/KFC/shop/account')
  await hydrated(page)
  await page.getByLabel('Email or phone').fill('555 01')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your email address, or a phone number of 10 to 15 digits.')).toBeVisible()
  await expect(page.getByLabel('Email or phone')).toHaveValue('555 01')
  await page.getByLabel('Email or phone').fill('(415) 555-0101')
  await expect(page.getByText('Enter your email address, or a phone number of 10 to 15 digits.')).toBeHidden()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()

  await expect.poll(() => segment.events('track', 'Signed In').length).toBe(1)
  await expect.poll(() => segment.events('identify').length).toBeGreaterThan(0)
  const identify = segment.events('identify')[0]?.body
  expect(identify?.userId).toMatch(/^user-[0-9a-z]+$/)
  expect(identify?.traits).toMatchObject({ phone: '+14155550101' })
  expect(identify?.anonymousId).toBeTruthy()
  await expect
    .poll(() => segment.events('track', 'Signed In')[0]?.body)
    .toMatchObject({
      userId: identify?.userId,
      properties: { username: identify?.userId },
    })
  await expect.poll(() => segment.events('group')[0]?.body).toMatchObject({ groupId: 'KFC', traits: { name: 'KFC' } })

  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.goto('/KFC/wifi')
  const wifiPage = () => segment.events('page').find((c) => c.body.properties?.path === '/KFC/wifi')?.body
  await expect.poll(wifiPage).toBeTruthy()
  const after = wifiPage()
  expect(after?.userId ?? null).toBeNull()
  expect(after?.anonymousId).toBeTruthy()
  expect(after?.anonymousId).not.toBe(identify?.anonymousId)
})

test('a signed-in visitor’s guest Wi-Fi login adds traits to their identity and signs nobody else in', async ({ page }) => {
  const segment = await fakeSegment(page)
  await page.goto('/KFC/shop/account')
  await hydrated(page)
  await page.getByLabel('Email or phone').fill('ada@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
  await expect.poll(() => segment.events('track', 'Signed In').length).toBe(1)
  const userId = segment.events('track', 'Signed In')[0]?.body.userId

  await page.goto('/KFC/wifi')
  await hydrated(page)
  await page.getByLabel('I accept the terms').check()
  await page.getByRole('link', { name: 'Connect', exact: true }).click()
  await page.getByLabel('Email or phone').fill('(415) 555-0101')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect.poll(() => segment.events('track', 'WiFi Connected').length).toBe(1)
  await expect.poll(() => segment.events('identify').length).toBe(2)
  // The account's user id stays; the network login is a trait, not a second sign-in as someone else.
  expect(segment.events('identify')[1]?.body).toMatchObject({ userId, traits: { phone: '+14155550101' } })
  expect(segment.events('track', 'WiFi Connected')[0]?.body.userId).toBe(userId)
  expect(segment.events('track', 'Signed In')).toHaveLength(1)
})

test('a failed page call is logged and retried once, 2 seconds later', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  let pages = 0
  const segment = await fakeSegment(page, {
    respond: (call, route) => {
      if (call.body.type === 'page' && pages++ === 0) return route.fulfill({ status: 400, body: 'bad request' })
      return route.fulfill({ status: 200, body: '{}' })
    },
  })
  await page.goto('/KFC/wifi')
  // The retry is the same message (same messageId), so every request is counted here, not what Segment keeps.
  const attempts = () => segment.calls.filter((c) => c.body.type === 'page')
  await expect.poll(() => attempts().length).toBe(2)
  const [first, second] = attempts()
  expect(second?.body.messageId).toBe(first?.body.messageId)
  expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1900)
  expect(second?.body.properties?.path).toBe('/KFC/wifi')
  expect(warnings).toContain('Segment Page call failed; retrying')
})

test('calls made before the library has loaded are queued and sent in order', async ({ page }) => {
  const segment = await fakeSegment(page, { settingsDelayMs: 2500 })
  await page.goto('/Carnival/shop')
  await hydrated(page)
  // A cruise enters the cart with its sailing: the card asks for it.
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click()
  await page.getByLabel('Sailing date').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByLabel('Search').fill('drink')
  expect(segment.calls).toHaveLength(0)
  await expect.poll(() => segment.calls.length).toBeGreaterThanOrEqual(4)
  const order = segment.calls.map((c) => c.body.event ?? c.body.type)
  expect(order.indexOf('page')).toBeLessThan(order.indexOf('Product Added'))
  expect(order).toEqual(expect.arrayContaining(['page', 'Product List Viewed', 'Product Added', 'Products Searched']))
})

test('a route without a source logs "No valid write key found" and sends nothing', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await page.route('**/KFC/wifi', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/"analytics":\{[^}]*\}/, '"analytics":null')
    await route.fulfill({ response, body: html })
  })
  const segment = await fakeSegment(page)
  await page.goto('/KFC/wifi')
  await expect.poll(() => warnings).toContain('No valid write key found')
  // The next page has a source: once its page call is delivered, anything the first page had sent would have
  // gone out before it (calls reach the library in order).
  await hydrated(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Home' }).click()
  await expect.poll(() => segment.events('page').length).toBe(1)
  await expect.poll(() => segment.events('page').map((c) => c.body.properties?.path)).toEqual(['/KFC'])
  await expect.poll(() => segment.calls.every((c) => c.body.properties?.path !== '/KFC/wifi')).toBe(true)
})

test('a search followed at once by a product chosen is reported before the click, as it happened', async ({ page }) => {
  await fakeSegment(page)
  await page.goto('/KFC/shop')
  await hydrated(page)
  // Chosen before the search's pause (600 ms) has passed: the click reports the search first.
  await page.getByLabel('Search').fill('lemon')
  await page.getByRole('link', { name: 'Choose Lemonade' }).click()
  await expect(page).toHaveURL(/\/KFC\/shop\/products\/lemonade$/)
  await page.getByRole('button', { name: /Analytics events/ }).click()
  // The inspector lists the calls as they were made, newest first.
  const events = page.locator('#event-inspector .inspector-events li strong')
  await expect(events.filter({ hasText: 'Product Viewed' })).toHaveCount(1)
  const made = (await events.allTextContents()).reverse()
  expect(made.filter((name) => ['Products Searched', 'Product Clicked'].includes(name))).toEqual([
    'Products Searched',
    'Product Clicked',
  ])
})

test('the inspector lists events and identity, and a pasted write key takes precedence until removed', async ({ page }) => {
  const segment = await fakeSegment(page)
  await page.goto('/KFC/wifi')
  await hydrated(page)
  const toggle = page.getByRole('button', { name: /Analytics events/ })
  await expect(page.locator('#event-inspector')).toHaveCount(0)
  await toggle.focus()
  await page.keyboard.press('Enter')
  const drawer = page.locator('#event-inspector')
  await expect(drawer.getByRole('heading', { name: 'Analytics events' })).toBeFocused()
  await expect(drawer.getByText('page: Free guest Wi-Fi | KFC')).toBeVisible()
  await expect(drawer.getByText('anonymous_id').first()).toBeVisible()
  await expect(drawer).toContainText('KFC (')

  await drawer.getByLabel('Send to my Segment source (write key)').fill('not-a-key!')
  await drawer.getByRole('button', { name: 'Use this key' }).click()
  await expect(drawer.getByText(/is not a write key: it should be 20 to 64 letters and digits/)).toBeVisible()
  await expect(drawer.getByLabel('Send to my Segment source (write key)')).toHaveValue('not-a-key!')
  const myKey = 'MyOwnWorkspaceKey1234567890abcd'
  await drawer.getByLabel('Send to my Segment source (write key)').fill(myKey)
  await drawer.getByRole('button', { name: 'Use this key' }).click()
  await expect(drawer).toContainText('Sending to your write key MyOwnW…')
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()

  await page.locator('.site-nav').getByRole('link', { name: 'Home' }).click()
  await expect.poll(() => segment.events('page').at(-1)?.body).toMatchObject({ writeKey: myKey, properties: { path: '/KFC' } })

  await toggle.click()
  await page.getByRole('button', { name: 'Remove my key' }).click()
  await page.waitForLoadState('load')
  await expect.poll(() => segment.events('page').at(-1)?.body.writeKey).toBe(testKey('KFC'))
})

test('calls the library had not delivered when the visitor moved to another source’s page are sent from there', async ({
  page,
}) => {
  // The first delivery of Product Added fails; while the library waits to retry, the visitor opens a page of
  // another brand, whose own source would never load the first one's write key.
  let failedOnce = false
  const segment = await fakeSegment(page, {
    respond: (call, route) => {
      if (call.body.event === 'Product Added' && !failedOnce) {
        failedOnce = true
        return route.abort('connectionreset')
      }
      return route.fulfill({ status: 200, body: '{}' })
    },
  })
  await page.goto('/KFC/shop/products/famous-bowl')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect.poll(() => failedOnce).toBe(true)
  await page.goto('/avis')
  const attempts = () => segment.calls.filter((c) => c.body.event === 'Product Added')
  await expect.poll(() => attempts().length, { message: 'Product Added sent again from /avis' }).toBeGreaterThanOrEqual(2)
  const [first, ...again] = attempts()
  for (const call of again) {
    expect(call.body.messageId).toBe(first?.body.messageId)
    expect(call.body.properties).toMatchObject({ product_id: 'famous-bowl' })
    expect(call.body.writeKey).toBe(first?.body.writeKey)
  }
  expect(segment.events('track', 'Product Added')).toHaveLength(1)
})

test('a call still in flight when the page is reloaded is sent again by the next page, under the same messageId', async ({
  page,
}) => {
  // The first delivery of Product Added is never answered, so it is still in flight when the visitor reloads. The
  // library keeps only the calls still waiting in its queues when a page goes away, and only if it gets its storage
  // lock in time: here it keeps nothing, so the page's own record of the call is what brings it back.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (!key.startsWith('persisted-queue:')) setItem.call(this, key, value)
    }
  })
  let held = false
  const segment = await fakeSegment(page, {
    respond: (call, route) => {
      if (call.body.event === 'Product Added' && !held) {
        held = true
        return
      }
      return route.fulfill({ status: 200, body: '{}' })
    },
  })
  await page.goto('/KFC/shop/products/famous-bowl')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect.poll(() => held).toBe(true)
  await page.reload()
  await hydrated(page)
  const attempts = () => segment.calls.filter((c) => c.body.event === 'Product Added')
  await expect.poll(() => attempts().length, { message: 'Product Added sent again after the reload' }).toBeGreaterThanOrEqual(2)
  const [first, ...again] = attempts()
  for (const call of again) expect(call.body.messageId).toBe(first?.body.messageId)
  expect(segment.events('track', 'Product Added')).toHaveLength(1)
})

test('beside the inspector’s toggle a note says the drawer is loading until its code has arrived', async ({ page }) => {
  const { release } = await openWithLaterChunksHeld(page, '/KFC/wifi')
  const bar = page.locator('.presenter-bar')
  await bar.getByRole('button', { name: /Analytics events/ }).click()
  await expect(bar.getByRole('status')).toHaveText('Loading...')
  release()
  const drawer = page.locator('#event-inspector')
  await expect(drawer.getByRole('heading', { name: 'Analytics events' })).toBeFocused()
  await expect(drawer.getByText('anonymous_id').first()).toBeVisible()
  await expect(bar.getByRole('status')).toHaveCount(0)
})

test('an inspector drawer that cannot be fetched is said so beside the toggle, and pressing it again tries again', async ({
  page,
}) => {
  const { errors, restore } = await openWithLaterChunksFailing(page, '/KFC/wifi')
  const bar = page.locator('.presenter-bar')
  const toggle = bar.getByRole('button', { name: /Analytics events/ })
  await toggle.click()
  await expect(bar.getByRole('alert')).toHaveText('The inspector could not be loaded; press again to retry.')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(errors.some((e) => e.startsWith('Could not load the event inspector:'))).toBe(true)

  await restore()
  await toggle.click()
  const drawer = page.locator('#event-inspector')
  await expect(drawer.getByRole('heading', { name: 'Analytics events' })).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(bar.getByRole('alert')).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toHaveCount(0)
  await expect(toggle).toBeFocused()
})

test('URLs sent to Segment and kept for the inspector carry no query parameter the site does not read', async ({
  page,
  segment,
}) => {
  await page.goto('/KFC/shop/products/famous-bowl?email=jane%40example.com&name=Jane&utm_source=newsletter#reviews')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const clean = new URL('/KFC/shop/products/famous-bowl?utm_source=newsletter', page.url()).href
  await expect
    .poll(() => segment.events('page')[0]?.body.properties)
    .toMatchObject({ url: clean, search: '?utm_source=newsletter' })
  expect(segment.events('page')[0]?.body.context?.page).toMatchObject({ url: clean, search: '?utm_source=newsletter' })
  await expect
    .poll(() => segment.events('track', 'Product Added')[0]?.body.context?.page)
    .toMatchObject({
      url: clean,
      path: '/KFC/shop/products/famous-bowl',
      title: 'Famous Bowl | KFC',
    })
  for (const call of segment.calls) expect(JSON.stringify(call.body)).not.toMatch(/jane/i)
  expect(await page.evaluate(() => localStorage.getItem('storefront:analytics'))).not.toMatch(/jane/i)
})

/** The labels of the events the page has recorded for the inspector, newest first. */
async function recordedLabels(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('storefront:analytics') ?? '{}') as { events?: { label: string }[] }
    return (state.events ?? []).map((e) => e.label)
  })
}
