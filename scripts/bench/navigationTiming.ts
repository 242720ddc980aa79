import { openBenchBrowser } from './benchBrowser.ts'
import { median } from './median.ts'

export interface NavigationTiming {
  runs: number
  /** Click to the new page committed to the DOM, and to the start of the frame that paints it. */
  prefetchedMs: { committed: number; frame: number }
  coldMs: { committed: number; frame: number }
}

const from = '/KFC'
const linkName = 'Wi-Fi'
const targetPayload = '/KFC/wifi/_payload.json'

export async function measureNavigation(deployable: string, runs = 7): Promise<NavigationTiming> {
  const bench = await openBenchBrowser(deployable)
  const { origin } = bench
  try {
    const once = async (prefetched: boolean) => {
      const context = await bench.newContext()
      const page = await context.newPage()
      if (!prefetched) {
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
      }
      const payloadFetched = page.waitForResponse((r) => r.url().includes(targetPayload), { timeout: 15_000 })
      await page.goto(origin + from)
      await page.waitForSelector('html[data-client-routing]', { state: 'attached' })
      await page.waitForLoadState('networkidle')
      if (prefetched) {
        await payloadFetched
        await page.waitForLoadState('networkidle')
      }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const elapsed = page.evaluate(
        () =>
          new Promise<[number, number]>((resolve) => {
            let start = 0
            document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true })
            addEventListener(
              'storefront:navigated',
              () => {
                const committed = performance.now() - start
                requestAnimationFrame(() => resolve([committed, performance.now() - start]))
              },
              { once: true },
            )
          }),
      )
      await page.locator('.site-nav').getByRole('link', { name: linkName }).click()
      const ms = await elapsed
      await context.close()
      return ms
    }
    const tenths = (values: number[]) => Math.round(median(values) * 10) / 10
    const summary = (samples: [number, number][]) => ({
      committed: tenths(samples.map((s) => s[0])),
      frame: tenths(samples.map((s) => s[1])),
    })
    const prefetched: [number, number][] = []
    const cold: [number, number][] = []
    for (let i = 0; i < runs; i++) {
      prefetched.push(await once(true))
      cold.push(await once(false))
    }
    return { runs, prefetchedMs: summary(prefetched), coldMs: summary(cold) }
  } finally {
    await bench.close()
  }
}
