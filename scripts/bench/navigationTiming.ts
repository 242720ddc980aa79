import { openBenchBrowser } from './benchBrowser.ts'
import { median } from './median.ts'

/** Click to the new page committed to the DOM, and to the start of the frame that paints it: the median of the
 *  round medians, and the lowest and highest round median of the frame. */
export interface NavigationFigure {
  committed: number
  frame: number
  frameRange: [number, number]
}

export interface NavigationTiming {
  rounds: number
  runsPerRound: number
  prefetchedMs: NavigationFigure
  coldMs: NavigationFigure
}

const from = '/KFC'
const linkName = 'Wi-Fi'
const targetPayload = '/KFC/wifi/_payload.json'

/** Prefetched and cold clicks alternate, round by round, so drift on a shared machine touches both alike. */
export async function measureNavigation(deployable: string, rounds = 3, runsPerRound = 5): Promise<NavigationTiming> {
  const bench = await openBenchBrowser(deployable)
  const { origin } = bench
  try {
    const once = async (prefetched: boolean) => {
      const { page, cdp, close } = await bench.newPage()
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
      await close()
      return ms
    }
    const tenths = (value: number) => Math.round(value * 10) / 10
    const summary = (roundSamples: [number, number][][]): NavigationFigure => {
      const committed = roundSamples.map((samples) => median(samples.map((s) => s[0])))
      const frame = roundSamples.map((samples) => median(samples.map((s) => s[1])))
      return {
        committed: tenths(median(committed)),
        frame: tenths(median(frame)),
        frameRange: [tenths(Math.min(...frame)), tenths(Math.max(...frame))],
      }
    }
    const prefetched: [number, number][][] = []
    const cold: [number, number][][] = []
    for (let round = 0; round < rounds; round++) {
      prefetched.push([])
      cold.push([])
      for (let i = 0; i < runsPerRound; i++) {
        prefetched[round]?.push(await once(true))
        cold[round]?.push(await once(false))
      }
    }
    return { rounds, runsPerRound, prefetchedMs: summary(prefetched), coldMs: summary(cold) }
  } finally {
    await bench.close()
  }
}
