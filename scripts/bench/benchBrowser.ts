// What the browser benchmarks share: the deployable served like a bucket on loopback, the system's (or Playwright's)
// Chromium, and browser contexts in which Segment is answered locally, so a timing measures this site, not the
// network, and nothing is sent out.
import type { AddressInfo } from 'node:net'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { createStaticServer } from '../lib/staticServer.ts'
import { systemChromium } from '../lib/systemChromium.ts'

export interface BenchBrowser {
  origin: string
  browser: Browser
  /** A fresh context (empty cache) with Segment's CDN and API answered locally. */
  newContext(): Promise<BrowserContext>
  close(): Promise<void>
}

export async function openBenchBrowser(deployable: string): Promise<BenchBrowser> {
  const server = createStaticServer({ dir: deployable, mode: 'object-store', base: '/' })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const executablePath = systemChromium()
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    async newContext() {
      const context = await browser.newContext()
      await context.route(/^https:\/\/(cdn\.segment\.com|api\.segment\.io)\//, (route) =>
        route.fulfill({ json: { integrations: { 'Segment.io': {} }, metrics: { sampleRate: 0 } } }),
      )
      return context
    },
    async close() {
      await browser.close()
      await new Promise((done) => server.close(done))
    },
  }
}
