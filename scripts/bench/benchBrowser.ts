// What the browser benchmarks share: the deployable served like a bucket on loopback, the system's (or Playwright's)
// Chromium, and pages on which Segment is answered locally, so a timing measures this site, not the network, and
// nothing is sent out.
import type { AddressInfo } from 'node:net'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { systemChromium } from '../cli/environment.ts'
import { createStaticServer } from '../server/staticServer.ts'

export interface BenchPage {
  page: Page
  /** The page's DevTools session, for throttling. */
  cdp: CDPSession
  /** Closes the page's context. */
  close(): Promise<void>
}

export interface BenchBrowser {
  origin: string
  browser: Browser
  /** A page in a fresh context (empty cache), with Segment's CDN and API answered locally. */
  newPage(): Promise<BenchPage>
  close(): Promise<void>
}

/** Segment's settings, as the analytics library reads them: its own destination only, no metrics. */
const segmentAnswer = Buffer.from(JSON.stringify({ integrations: { 'Segment.io': {} }, metrics: { sampleRate: 0 } })).toString(
  'base64',
)

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
    async newPage() {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      // Only Segment's requests are held, by the browser itself. Playwright's context.route would hold every request
      // of the page for a round trip through this process and turn the context's HTTP cache off, neither of which a
      // visitor has (measured on this machine, the timings moved less than their noise either way).
      cdp.on('Fetch.requestPaused', ({ requestId }) => {
        cdp
          .send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [
              { name: 'content-type', value: 'application/json' },
              // The page asks from its own origin: the answer must allow it, as Segment's does.
              { name: 'access-control-allow-origin', value: '*' },
              { name: 'access-control-allow-headers', value: '*' },
            ],
            body: segmentAnswer,
          })
          // The page may be gone by then (its context closed after the timing it was for).
          .catch(() => undefined)
      })
      await cdp.send('Fetch.enable', {
        patterns: [{ urlPattern: 'https://cdn.segment.com/*' }, { urlPattern: 'https://api.segment.io/*' }],
      })
      return { page, cdp, close: () => context.close() }
    },
    async close() {
      await browser.close()
      await new Promise((done) => server.close(done))
    },
  }
}
