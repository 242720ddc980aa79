// `npm run gallery`: screenshots of every brand's home and the entry page of each flow it offers, then, where it has a
// cart, its cart, checkout and order confirmation with an order of its kind placed through the pages
// (gallery/shopJourney.ts), and its account signed out and signed in (gallery/accountPictures.ts), at a phone and a
// desktop width, written with an index page into one folder, so a change to a brand can be reviewed at a glance.
// Serves the built deployable itself on 127.0.0.1 (run `npm run build` first); requests leaving this machine (the
// analytics library's CDN) are refused, so a gallery never depends on the network.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, relative, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { loadBrands } from '../brand/build/loadBrands.ts'
import { flowLinks } from '../pages/directory/flows.ts'
import { runCommandLine, usageErrorText } from './cli/commandLine.ts'
import { isCi, systemChromium } from './cli/environment.ts'
import { asList, asText, UsageError, valueOption } from './cli/options.ts'
import { accountHref, accountLabels, photographAccount } from './gallery/accountPictures.ts'
import { galleryIndex, type Shot } from './gallery/galleryIndex.ts'
import { shopJourney, walkShopJourney } from './gallery/shopJourney.ts'
import { createStaticServer } from './server/staticServer.ts'

const spec = {
  name: 'gallery',
  summary:
    "Screenshots of every brand's home and the entry page of each flow it offers, and of its cart, checkout and confirmation with an order of its kind placed and its account signed out and in, at a phone and a desktop width, with an index page, from a built deployable. Offline: requests leaving the machine are refused.",
  options: {
    dir: valueOption('--dir', '<dir>', 'Built deployable to photograph', asText, 'dist/site'),
    out: valueOption('--out', '<dir>', 'Folder for the screenshots and index.html (replaced)', asText, 'gallery'),
    brands: valueOption(
      '--brands',
      '<prefixes>',
      'Only these brands, comma-separated (default: all)',
      asList(brandPrefix, 'a brand prefix'),
    ),
    widths: valueOption(
      '--widths',
      '<px>',
      'Viewport widths, comma-separated',
      asList(viewportWidth, 'a width from 240 to 3840 px'),
      '360,1280',
    ),
  },
  environment: ['CI', 'CHROMIUM_PATH', 'BRANDS_DIR'],
  exitStatus: '0 the gallery is written; 1 no built deployable, or a page could not be photographed',
  examples: ['npm run gallery -- --brands KFC,avis --widths 360,1920'],
} as const
const { options } = runCommandLine(spec)

function viewportWidth(entry: string): number | undefined {
  return /^\d+$/.test(entry) && +entry >= 240 && +entry <= 3840 ? +entry : undefined
}
function brandPrefix(entry: string): string | undefined {
  return /^[A-Za-z0-9-]+$/.test(entry) ? entry : undefined
}

const dir = resolve(options.dir)
const out = resolve(options.out)
if (!existsSync(join(dir, '404.html'))) {
  console.error(`gallery: no built deployable at ${relative('.', dir) || '.'}: run \`npm run build\` first`)
  process.exit(1)
}
const widths = options.widths
const all = loadBrands()
for (const prefix of options.brands ?? []) {
  if (!all.some((b) => b.prefix === prefix)) {
    const error = new UsageError(`--brands: no brand "${prefix}" (known: ${all.map((b) => b.prefix).join(', ')})`)
    console.error(usageErrorText(spec, error))
    process.exit(2)
  }
}
const brands = options.brands ? all.filter((b) => options.brands?.includes(b.prefix)) : all
const quiet = isCi()

// Loaded only now: a refused command line answers without starting the browser library.
const { chromium } = await import('@playwright/test')
const server = createStaticServer({ dir, mode: 'object-store', base: '/' })
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const executablePath = systemChromium()
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] })

rmSync(out, { recursive: true, force: true })
const shots: Shot[] = []
const height = (width: number) => (width < 600 ? 780 : 900)

/** A fresh visitor (empty storage) who reaches nothing beyond the served deployable. */
async function offlineContext(width: number) {
  const context = await browser.newContext({ viewport: { width, height: height(width) } })
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient'),
  )
  return context
}

try {
  for (const brand of brands) {
    mkdirSync(join(out, brand.prefix), { recursive: true })
    const pages = [{ label: 'Home', href: `/${brand.prefix}` }, ...flowLinks(brand)]
    for (const width of widths) {
      const context = await offlineContext(width)
      const page = await context.newPage()
      for (const { label, href } of pages) {
        const file = `${brand.prefix}/${href.split('/').slice(2).join('-') || 'home'}-${width}.png`
        await page.goto(origin + href)
        await page.locator('html[data-hydrated]').waitFor()
        await page.evaluate(() => document.fonts.ready)
        await page.screenshot({ path: join(out, file) })
        shots.push({ brand: brand.prefix, brandName: brand.name, label, href, width, file })
      }
      await context.close()
    }
    // The order is placed once, at the first width; each step is shot at every width by resizing the page, whole
    // (a checkout's questions run below the fold).
    const journey = shopJourney(brand)
    const account = accountHref(brand)
    /** Shoots the page as it is, whole, at every width, and goes back to the first. */
    const shootWidths = async (page: Page, name: string, label: string) => {
      const url = new URL(page.url())
      await page.evaluate(() => document.fonts.ready)
      for (const width of widths) {
        await page.setViewportSize({ width, height: height(width) })
        await page.evaluate(() => new Promise((laidOut) => requestAnimationFrame(laidOut)))
        const file = `${brand.prefix}/${name}-${width}.png`
        await page.screenshot({ path: join(out, file), fullPage: true })
        shots.push({ brand: brand.prefix, brandName: brand.name, label, href: url.pathname + url.search, width, file })
      }
      await page.setViewportSize({ width: widths[0] as number, height: height(widths[0] as number) })
    }
    if (journey || account) {
      const context = await offlineContext(widths[0] as number)
      const page = await context.newPage()
      if (journey)
        await walkShopJourney(page, origin, brand.prefix, journey, ({ step, label }) => shootWidths(page, `order-${step}`, label))
      // After the order, so that the signed-in account lists it.
      if (account)
        await photographAccount(page, origin, account, (state) => shootWidths(page, `account-${state}`, accountLabels[state]))
      await context.close()
    }
    if (!quiet)
      console.log(
        `${brand.prefix}: ${pages.length} pages${journey ? ` and an order (${journey.kind})` : ''}${account ? ', the account signed out and in' : ''} × ${widths.length} widths`,
      )
  }
  writeFileSync(join(out, 'index.html'), galleryIndex(shots))
  console.log(`Gallery: ${shots.length} screenshots of ${brands.length} brands → ${relative('.', join(out, 'index.html'))}`)
} finally {
  await browser.close()
  server.close()
}
