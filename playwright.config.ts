// End-to-end tests drive a real Chromium against the built deployable served like an object store (exact keys,
// <dir>/index.html, 404.html with status 404). Debian's chromium-headless-shell (the browser Playwright runs headless
// tests in) is used where installed, else Debian's full chromium, else Playwright's own (scripts/ensure-browser.sh).
import { defineConfig, devices } from '@playwright/test'
import { systemChromium } from './scripts/cli/environment.ts'

const port = Number(process.env.E2E_PORT ?? 4174)
// E2E_DIR serves another built deployable (parallel work builds into its own folder with `npm run build -- --out`).
const deployable = process.env.E2E_DIR ?? 'dist/site'
const chromium = systemChromium()

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    ...(chromium ? { executablePath: chromium } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Segment's hosts lead nowhere (a closed local port): a page without the Segment stand-in of
      // tests/e2e/segment.ts cannot reach the internet either.
      '--host-resolver-rules=MAP cdn.segment.com 127.0.0.1:9, MAP api.segment.io 127.0.0.1:9',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at every run, and test-results/ also holds the other stages' reports.
  outputDir: 'test-results/e2e',
  // Playwright's default test timeout. Tests wait on conditions (an element, a response, an event count), never
  // on time; a condition gets 10 s because analytics is sent when the browser is idle, later on a busy machine.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // Off everywhere, CI included: a test that passes only on a retry is a failing test.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test costs the 2-core machine more than it saves; rerun a failure with
    // `npx playwright test <file> --trace on` to get one.
    trace: 'off',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: /pagedCatalog\./ },
    // The paged-catalog tests need a deployable of their own (tests/e2e/pagedCatalog.ts), built first.
    { name: 'paged catalog build', testMatch: /pagedCatalog\.setup\.ts/ },
    { name: 'paged catalog', use: browser, testMatch: /pagedCatalog\.spec\.ts/, dependencies: ['paged catalog build'] },
  ],
  webServer: {
    command: `node scripts/run.mjs scripts/preview.ts --object-store --port ${port} --dir ${deployable}`,
    url: `http://127.0.0.1:${port}/404.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
