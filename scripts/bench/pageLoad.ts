// Page-load timing of one prerendered page in Chromium: first contentful paint of the page as built and of its bare
// HTML (every <script>, modulepreload and stylesheet link removed: the limit for a prerendered page), and time to
// interactive (React attached: the hydration marker html[data-hydrated]). Each load gets a fresh browser context
// (empty cache). Conditions: 4× CPU throttling alone, and with a mobile network as well (150 ms round trip,
// 1.6 Mbps down, 750 kbps up; files as a bucket serves what the deploy uploads: text gzip-encoded). Loads alternate
// between the variants round by round, so drift on a shared machine touches both alike; the figure is the median of
// the round medians.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlinedStylesheet } from '../pipeline/stylesheets.ts'
import { type BenchBrowser, openBenchBrowser } from './benchBrowser.ts'
import { median } from './median.ts'

export interface Figure {
  /** Median of the round medians, ms. */
  median: number
  /** Lowest and highest round median, ms. */
  range: [number, number]
}

export interface ConditionTiming {
  rounds: number
  loadsPerRound: number
  bareFcp: Figure
  fcp: Figure
  tti: Figure
  /** Real first paint over bare-HTML first paint (1.10 = 10% later). */
  fcpOverBare: number
}

export interface PageLoadTiming {
  route: string
  cpu: ConditionTiming
  mobile: ConditionTiming
}

export interface Condition {
  rounds: number
  loads: number
  cpuRate: number
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
}

export const conditions: Record<'cpu' | 'mobile', Condition> = {
  cpu: { rounds: 3, loads: 7, cpuRate: 4 },
  // Fewer loads: each takes seconds on this network.
  mobile: {
    rounds: 2,
    loads: 5,
    cpuRate: 4,
    // Bytes per second; the latency is the round trip Chromium adds to each request.
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
}

/** The page's HTML without what loads after it: scripts, module preloads and stylesheets, linked or inlined. */
export function bareHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(inlinedStylesheet, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
}

const bareFolder = '__bare'

export async function loadOnce(
  bench: BenchBrowser,
  url: string,
  condition: Condition,
  interactive: boolean,
): Promise<{ fcp: number; tti?: number }> {
  const { page, cdp, close } = await bench.newPage()
  // Watches the document (the <html> element does not exist yet when this runs) for the hydration marker.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return
      ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuRate })
  if (condition.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network })
  }
  await page.goto(url, { waitUntil: 'load' })
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint')
          if (entry) resolve(entry.startTime)
        }).observe({ type: 'paint', buffered: true })
      }),
  )
  let tti: number | undefined
  if (interactive) {
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
    tti = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt)
  }
  await close()
  return { fcp, ...(tti === undefined ? {} : { tti }) }
}

/** The median of the round medians, and their range. */
export const figure = (roundMedians: number[]): Figure => ({
  median: Math.round(median(roundMedians)),
  range: [Math.round(Math.min(...roundMedians)), Math.round(Math.max(...roundMedians))],
})

export async function measurePageLoad(deployable: string, route: string, html: string): Promise<PageLoadTiming> {
  // The bare variant is served from the same server, beside the real page, so both pay the same network.
  mkdirSync(join(deployable, bareFolder, route), { recursive: true })
  writeFileSync(join(deployable, bareFolder, route, 'index.html'), bareHtml(html))
  const bench = await openBenchBrowser(deployable)
  const { origin } = bench
  try {
    const timing = async (condition: Condition): Promise<ConditionTiming> => {
      const perRound = { bareFcp: [] as number[], fcp: [] as number[], tti: [] as number[] }
      for (let round = 0; round < condition.rounds; round++) {
        const samples = { bareFcp: [] as number[], fcp: [] as number[], tti: [] as number[] }
        for (let i = 0; i < condition.loads; i++) {
          samples.bareFcp.push((await loadOnce(bench, `${origin}/${bareFolder}/${route}/`, condition, false)).fcp)
          const real = await loadOnce(bench, `${origin}/${route}/`, condition, true)
          samples.fcp.push(real.fcp)
          samples.tti.push(real.tti as number)
        }
        perRound.bareFcp.push(median(samples.bareFcp))
        perRound.fcp.push(median(samples.fcp))
        perRound.tti.push(median(samples.tti))
      }
      const bareFcp = figure(perRound.bareFcp)
      const fcp = figure(perRound.fcp)
      return {
        rounds: condition.rounds,
        loadsPerRound: condition.loads,
        bareFcp,
        fcp,
        tti: figure(perRound.tti),
        fcpOverBare: Math.round((fcp.median / bareFcp.median) * 100) / 100,
      }
    }
    return { route, cpu: await timing(conditions.cpu), mobile: await timing(conditions.mobile) }
  } finally {
    await bench.close()
  }
}
