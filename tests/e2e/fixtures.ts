// Every browser test runs with Segment answered locally (tests never reach the internet); `segment` holds the
// events the real library sent. A test that needs other answers calls fakeSegment itself, which takes precedence.
import { test as base, expect, type Page, type Route } from '@playwright/test'
import { fakeSegment } from './segment.ts'

export const test = base.extend<{ segment: Awaited<ReturnType<typeof fakeSegment>> }>({
  segment: [
    async ({ page }, use) => {
      await use(await fakeSegment(page))
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has attached to the prerendered page (the shell marks `<html data-hydrated>`) and the runtime
 *  imported after it has started (`data-client-routing`): from then on controls respond and links navigate on the
 *  client. */
export async function hydrated(page: Page): Promise<void> {
  // Waited on in the page (it resolves as the marker appears), not polled at expect's widening intervals, which
  // would add up to a second to every page a test opens.
  await page.waitForSelector('html[data-hydrated][data-client-routing]', { state: 'attached', timeout: 10_000 })
}

/** Marks the current document, so a test can tell a client navigation (the mark stays) from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
}

/** Whether the document markDocument marked is still the one shown. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
}

/** The scripts `path`'s HTML, as served, loads up front: its module script and modulepreloads, as paths. */
async function upFrontScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  return [...html.matchAll(/<script src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map(
    (m) => new URL((m[1] ?? m[2]) as string, 'http://x').pathname,
  )
}

/**
 * Opens `path` with every chunk its HTML does not load up front handed to `later` (as after a deploy, or on a slow
 * link), and waits until it has hydrated (the navigation runtime, a later chunk too, is not awaited). Returns what
 * lets the chunks through again.
 */
async function openWithLaterChunks(
  page: Page,
  path: string,
  later: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const upFront = await upFrontScripts(page, path)
  const handle = (route: Route) => (upFront.includes(new URL(route.request().url()).pathname) ? route.continue() : later(route))
  await page.route('**/assets/chunks/**', handle)
  await page.goto(path)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  return () => page.unroute('**/assets/chunks/**', handle)
}

/**
 * Opens `path` with every chunk it does not load up front failing, as after a deploy that removed them. Returns the
 * console errors logged from then on, and `restore`, which lets the chunks through again.
 */
export async function openWithLaterChunksFailing(
  page: Page,
  path: string,
): Promise<{ errors: string[]; restore: () => Promise<void> }> {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const restore = await openWithLaterChunks(page, path, (route) => route.abort())
  return { errors, restore }
}

/** Opens `path` with every chunk it does not load up front held back until `release()`; `heldBack` lists them. */
export async function openWithLaterChunksHeld(page: Page, path: string): Promise<{ heldBack: string[]; release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const heldBack: string[] = []
  await openWithLaterChunks(page, path, async (route) => {
    heldBack.push(new URL(route.request().url()).pathname)
    await released
    await route.continue()
  })
  return { heldBack, release }
}
