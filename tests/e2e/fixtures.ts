// Every browser test runs with Segment answered locally (tests never reach the internet); `segment` holds the
// events the real library sent. A test that needs other answers calls fakeSegment itself, which takes precedence.
import { test as base, expect, type Page } from '@playwright/test'
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
