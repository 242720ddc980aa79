// For sweeps that only look at pages (axe, overflow, "loads without an error"): one page per worker, reused by
// every test of the sweep, instead of a new browser context per test. Each test still navigates on its own and
// names its own page. No request is routed: Playwright turns the HTTP cache off for a page with routes, and then
// every page of a sweep fetched and compiled all its scripts again. Segment's hosts lead nowhere
// (playwright.config.ts), so nothing leaves the machine; the library's failure to reach them is not a page error.
import { test as base, type Page } from '@playwright/test'

export const sweep = base.extend<{ visitor: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  /** The worker's page, with the listeners a test adds removed when it ends. */
  visitor: async ({ workerPage }, use) => {
    await use(workerPage)
    workerPage.removeAllListeners('pageerror')
  },
})
