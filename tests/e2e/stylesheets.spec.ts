// A prerendered page carries its stylesheets inline (the shared one cut to the rules its markup can use): its first
// paint waits on no stylesheet request, the whole shared file arrives without moving anything, and a client
// navigation to a feature with rules of its own fetches and applies them.
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures.ts'

test('a page paints from its inlined rules before the shared stylesheet arrives, which then moves nothing', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname))
  // The whole shared file is held back: the page must look finished without it.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/static\/client\.[\w-]+\.css$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/KFC/shop/products/8-piece-bucket', { waitUntil: 'domcontentloaded' })
  // The shared and layout rules are in force: the header's layout, the shop's badge, the product's actions.
  await expect(page.locator('.site-header')).toHaveCSS('display', 'flex')
  await expect(page.locator('.site-header .chrome-badge')).toHaveCSS('text-transform', 'uppercase')
  const boxes = () =>
    page
      .locator('.site-header, main h1, main .button, .site-footer')
      .evaluateAll((elements) => elements.map((e) => JSON.stringify(e.getBoundingClientRect())))
  const before = await boxes()
  expect(before.length).toBeGreaterThanOrEqual(4)
  // Hydration waits for the whole file, so that what the page renders later finds its rules.
  expect(await page.locator('html[data-hydrated]').count()).toBe(0)
  const deferred = await page.locator('link[data-deferred]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(deferred).toHaveLength(1)

  release()
  await hydrated(page)
  await expect(page.locator('link[data-deferred]')).toHaveAttribute('rel', 'stylesheet')
  // The inline copy has gone: later style work matches one set of rules.
  await expect(page.locator(`style[data-href="${deferred[0]}"]`)).toHaveCount(0)
  expect(await boxes()).toEqual(before)
  await page.waitForLoadState('networkidle')
  // The shared file once; the layout's own small file never (it is inline whole). Prefetching may fetch other
  // features' files.
  expect(stylesheets.filter((path) => deferred.includes(path))).toEqual(deferred)
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')))
  const layoutSheet = inlined.find((href) => href?.includes('layout'))
  expect(layoutSheet).toBeTruthy()
  expect(stylesheets).not.toContain(layoutSheet)
})

test('what a page renders once hydrated finds its rules: the food finder asks for an earlier answer, styled', async ({
  page,
}) => {
  await page.goto('/purina/foodfinder/three')
  await hydrated(page)
  // Not in the prerendered markup (it depends on stored answers), so not among the rules inlined for the first paint.
  await expect(page.locator('.ff-gate')).toHaveCSS('max-width', '736px')
  await expect(page.locator('.ff-gate .button').first()).not.toHaveCSS('display', 'inline')
})

test('a client navigation to a feature with its own rules fetches them once and styles the page', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname))
  await page.goto('/KFC')
  await hydrated(page)
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')))
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.locator('.wifi-panel').first()).toHaveCSS('max-width', '704px')
  // Fetched: the wifi rules (while prefetching, or on the click), and perhaps other pages' while prefetching; each
  // once, and never the rules the first page already had inline.
  expect(stylesheets.filter((path) => /wifi.*\.css$/.test(path))).toHaveLength(1)
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
  // The whole shared file is fetched once, deferred; no other inlined file is fetched at all.
  const deferred = await page.locator('link[data-deferred]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  for (const path of inlined) if (!deferred.includes(path)) expect(stylesheets).not.toContain(path)
})

test('a feature stylesheet that failed while prefetching is fetched again by the click, which stays in place', async ({
  page,
}) => {
  // The first request for the wifi rules (idle prefetch: the Wi-Fi link is visible) fails; later ones get through.
  let failed = 0
  await page.route(/wifi.*\.css$/, (route) => (failed++ === 0 ? route.abort() : route.continue()))
  const prefetchFailed = page.waitForEvent('requestfailed', (r) => /wifi.*\.css$/.test(r.url()))
  await page.goto('/KFC')
  await hydrated(page)
  await prefetchFailed
  await markDocument(page)
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.locator('.wifi-panel').first()).toHaveCSS('max-width', '704px')
  expect(await sameDocument(page)).toBe(true)
  // The failed link is gone: the document holds the wifi rules once, loaded.
  await expect(page.locator('link[rel=stylesheet][href*="wifi"]')).toHaveCount(1)
})

test('the page paints before the whole stylesheet is made active and React attaches', async ({ page }) => {
  // A stylesheet held back holds the first paint back while the page's scripts arrive and run: the page's own code
  // must wait for that paint, not run ahead of it. Released once every script the page loads up front has arrived.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/__held.css', async (route) => {
    await held
    await route.fulfill({ contentType: 'text/css', body: '' })
  })
  const scripts: string[] = []
  await page.route(
    (url) => url.pathname === '/KFC/shop/cart',
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      scripts.push(
        ...[...html.matchAll(/<script src="([^"]+)"|rel="modulepreload" href="([^"]+)"/g)].map((m) => (m[1] ?? m[2]) as string),
      )
      await route.fulfill({ response, body: html.replace('</head>', '<link rel="stylesheet" href="/__held.css"></head>') })
    },
  )
  const arrived = new Set<string>()
  page.on('requestfinished', (request) => {
    arrived.add(new URL(request.url()).pathname)
    if (scripts.length > 0 && scripts.every((path) => arrived.has(path))) release()
  })
  await page.addInitScript(() => {
    const times = window as unknown as { firstFrameAt: number; activatedAt: number }
    // The first animation frame is the one that paints the page (the browser renders nothing before it).
    requestAnimationFrame(() => {
      times.firstFrameAt = performance.now()
    })
    new MutationObserver((records, observer) => {
      const link = records.map((r) => r.target).find((t) => t instanceof HTMLLinkElement && t.rel === 'stylesheet')
      if (!link) return
      times.activatedAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['rel'] })
  })
  await page.goto('/KFC/shop/cart')
  await hydrated(page)
  const { activatedAt, firstFrameAt } = await page.evaluate(() => {
    const times = window as unknown as { firstFrameAt?: number; activatedAt?: number }
    return { firstFrameAt: times.firstFrameAt, activatedAt: times.activatedAt }
  })
  expect(firstFrameAt).toBeGreaterThan(0)
  expect(activatedAt).toBeGreaterThan(firstFrameAt as number)
})
