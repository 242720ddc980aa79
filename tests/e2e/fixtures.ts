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

/** The scripts the current page loads up front: its module script and modulepreloads, as paths. */
export function upFrontScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]')].map(
      (e) => new URL(e instanceof HTMLLinkElement ? e.href : e.src).pathname,
    ),
  )
}

/**
 * Reloads the current page with every chunk it does not load up front failing, as after a deploy that removed them,
 * and waits until it has hydrated. Returns the console errors logged from then on, and `restore`, which lets the
 * chunks through again.
 */
export async function reloadWithLaterChunksFailing(page: Page): Promise<{ errors: string[]; restore: () => Promise<void> }> {
  const upFront = await upFrontScripts(page)
  const failing = (route: Route) => (upFront.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort())
  await page.route('**/assets/chunks/**', failing)
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  return { errors, restore: () => page.unroute('**/assets/chunks/**', failing) }
}

/**
 * Reloads the current page with every chunk it does not load up front held back until `release()`, and waits until
 * it has hydrated (the navigation runtime, held back too, is not awaited). `heldBack` lists what was asked for.
 */
export async function reloadWithLaterChunksHeld(page: Page): Promise<{ heldBack: string[]; release: () => void }> {
  const upFront = await upFrontScripts(page)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const heldBack: string[] = []
  await page.route('**/assets/chunks/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (upFront.includes(path)) return route.continue()
    heldBack.push(path)
    await released
    await route.continue()
  })
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  return { heldBack, release }
}
