// The bench's catalog-size rows (`--scale`): the storefront as it is, KFC with its own few products, beside the same
// storefront with KFC's catalog grown to 50,000 products (scaledBrands.ts), both built in the same run. For each: the
// bytes a visitor fetches for KFC's listing, cart, checkout and a product page (HTML and payload, raw and gzip), the
// time to interactive of the listing and the cart at 4× CPU (pageLoad.ts's method, loads alternating between the two
// sites so that drift on a shared machine touches both alike), and the build's seconds and whole-tree peak memory. A
// page that carried the catalog would show here as thousands of times the bytes and a slower start.
import { readFileSync } from 'node:fs'
import { type BenchBrowser, openBenchBrowser } from './benchBrowser.ts'
import { median } from './median.ts'
import { type Bytes, type PageBytes, pageBytes } from './pageBytes.ts'
import { conditions, type Figure, figure, loadOnce } from './pageLoad.ts'
import { writeGrownBrands } from './scaledBrands.ts'

/** KFC's catalog in the large site. */
export const largeCatalog = 50_000

/** A finished build: its deployable and what its summary says. */
export interface BuiltSite {
  out: string
  seconds: number
  pages: number
  peakRssMb: number
}

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8')) as { products: { slug: string }[] }

const weighed = {
  listing: 'KFC/shop',
  cart: 'KFC/shop/cart',
  checkout: 'KFC/shop/checkout',
  // The catalog's first product: growing a catalog keeps the brand's own products first.
  product: `KFC/shop/products/${kfc.products[0]?.slug}`,
} as const
type Weighed = keyof typeof weighed

/** Timed for interactivity: the pages that listed a whole catalog before listings were paged and carts fetched their
 *  lines' products. */
const timed = ['listing', 'cart'] as const satisfies readonly Weighed[]

export interface CatalogSite {
  /** Products in KFC's catalog. */
  products: number
  build: { pages: number; seconds: number; msPerPage: number; peakRssMb: number }
  bytes: Record<Weighed, PageBytes>
  /** Time to interactive at 4× CPU, ms: the median of the round medians, and their range. */
  tti: Record<(typeof timed)[number], Figure>
}

export interface CatalogSizes {
  rounds: number
  loadsPerRound: number
  sites: CatalogSite[]
}

/** Time to interactive of the timed pages of each site, loads alternating between sites and pages. */
async function timeToInteractive(sites: readonly BuiltSite[]): Promise<Record<(typeof timed)[number], Figure>[]> {
  const { rounds, loads } = conditions.cpu
  const browsers: BenchBrowser[] = []
  try {
    for (const site of sites) browsers.push(await openBenchBrowser(site.out))
    // Round medians per site and page.
    const perRound = browsers.map(() => Object.fromEntries(timed.map((page) => [page, [] as number[]])))
    for (let round = 0; round < rounds; round++) {
      const samples = browsers.map(() => Object.fromEntries(timed.map((page) => [page, [] as number[]])))
      for (let i = 0; i < loads; i++) {
        for (const page of timed) {
          for (const [n, bench] of browsers.entries()) {
            const { tti } = await loadOnce(bench, `${bench.origin}/${weighed[page]}/`, conditions.cpu, true)
            samples[n]?.[page]?.push(tti as number)
          }
        }
      }
      for (const [n, site] of samples.entries()) for (const page of timed) perRound[n]?.[page]?.push(median(site[page] ?? []))
    }
    return perRound.map((site) => ({ listing: figure(site.listing ?? []), cart: figure(site.cart ?? []) }))
  } finally {
    for (const bench of browsers) await bench.close()
  }
}

/**
 * Builds the storefront with KFC's catalog grown to `largeCatalog` products (with `build`, its brand files in
 * `brandsDir`) and measures it beside `small`, the storefront as it is, built in the same run.
 */
export async function measureCatalogSizes(options: {
  small: BuiltSite
  brandsDir: string
  build(brandsDir: string): BuiltSite
}): Promise<CatalogSizes> {
  writeGrownBrands(options.brandsDir, { KFC: largeCatalog })
  const large = options.build(options.brandsDir)
  const built = [
    { products: kfc.products.length, site: options.small },
    { products: largeCatalog, site: large },
  ]
  const tti = await timeToInteractive(built.map(({ site }) => site))
  return {
    rounds: conditions.cpu.rounds,
    loadsPerRound: conditions.cpu.loads,
    sites: built.map(({ products, site }, n) => ({
      products,
      build: {
        pages: site.pages,
        seconds: round(site.seconds),
        msPerPage: round((site.seconds * 1000) / site.pages),
        peakRssMb: site.peakRssMb,
      },
      bytes: Object.fromEntries(Object.entries(weighed).map(([page, route]) => [page, pageBytes(site.out, route)])) as Record<
        Weighed,
        PageBytes
      >,
      tti: tti[n] as CatalogSite['tti'],
    })),
  }
}

const number = (n: number) => n.toLocaleString('en-US')
const weight = ({ raw, gzip }: Bytes) => `${number(raw)} B (${number(gzip)} gzip)`

/** The bench table's rows: each page's figures for the sites one under the other. */
export function catalogSizeRows({ sites, rounds, loadsPerRound }: CatalogSizes): [string, string][] {
  const name = (site: CatalogSite) => `KFC with ${number(site.products)} products`
  const rows: [string, string][] = []
  for (const page of Object.keys(weighed) as Weighed[]) {
    for (const site of sites) {
      const { html, payload, total } = site.bytes[page]
      const parts = [html && `HTML ${weight(html)}`, payload && `payload ${weight(payload)}`].filter(Boolean).join(' + ')
      rows.push([`${name(site)}: /${weighed[page]}`, `${parts} = ${weight(total)}`])
    }
  }
  for (const page of timed) {
    for (const site of sites) {
      const { median, range } = site.tti[page]
      rows.push([
        `${name(site)}: /${weighed[page]} time to interactive (4× CPU)`,
        `${median} ms (${range[0]}–${range[1]}), median of ${rounds} round medians of ${loadsPerRound} loads`,
      ])
    }
  }
  for (const site of sites) {
    const { pages, seconds, msPerPage, peakRssMb } = site.build
    rows.push([`${name(site)}: build`, `${number(pages)} pages, ${seconds} s (${msPerPage} ms/page), peak ${peakRssMb} MB`])
  }
  return rows
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}
