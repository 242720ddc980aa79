// `npm run gallery`: screenshots of every brand's home and the entry page of each flow it offers, at a phone and a
// desktop width, written with an index page into one folder, so a change to a brand can be reviewed at a glance.
// Serves the built deployable itself on 127.0.0.1 (run `npm run build` first); requests leaving this machine (the
// analytics library's CDN) are refused, so a gallery never depends on the network.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, relative, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { cac } from 'cac'
import { loadBrands } from '../brand/build/loadBrands.ts'
import { flowLinks } from '../pages/directory/flows.ts'
import { galleryIndex, type Shot } from './lib/galleryIndex.ts'
import { createStaticServer } from './lib/staticServer.ts'
import { unknownOptions } from './lib/strictOptions.ts'
import { systemChromium } from './lib/systemChromium.ts'

const cli = cac('gallery')
cli
  .option('--dir <dir>', 'Built deployable to photograph', { default: 'dist/site' })
  .option('--out <dir>', 'Folder for the screenshots and index.html (replaced)', { default: 'gallery' })
  .option('--brands <prefixes>', 'Only these brands, comma-separated (default: all)')
  .option('--widths <px>', 'Viewport widths, comma-separated', { default: '360,1280' })
  .help()
const { options } = cli.parse()
if (options.help) process.exit(0)

function fail(message: string): never {
  console.error(`gallery: ${message}`)
  process.exit(2)
}

const unknown = unknownOptions(options, ['dir', 'out', 'brands', 'widths'])
if (unknown.length > 0) fail(`unknown option ${unknown.join(', ')} (see --help)`)
const dir = resolve(String(options.dir))
const out = resolve(String(options.out))
if (!existsSync(join(dir, '404.html'))) fail(`no built deployable at ${relative('.', dir) || '.'}: run \`npm run build\` first`)
const widths = String(options.widths)
  .split(',')
  .map((w) => w.trim())
for (const w of widths) if (!/^\d+$/.test(w) || +w < 240 || +w > 3840) fail(`--widths: "${w}" is not a width from 240 to 3840 px`)

const all = loadBrands()
const asked =
  options.brands === undefined
    ? undefined
    : String(options.brands)
        .split(',')
        .map((b) => b.trim())
for (const prefix of asked ?? []) {
  if (!all.some((b) => b.prefix === prefix))
    fail(`--brands: no brand "${prefix}" (known: ${all.map((b) => b.prefix).join(', ')})`)
}
const brands = asked ? all.filter((b) => asked.includes(b.prefix)) : all

const server = createStaticServer({ dir, mode: 'object-store', base: '/' })
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const executablePath = systemChromium()
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] })

rmSync(out, { recursive: true, force: true })
const shots: Shot[] = []
try {
  for (const brand of brands) {
    mkdirSync(join(out, brand.prefix), { recursive: true })
    const pages = [{ label: 'Home', href: `/${brand.prefix}` }, ...flowLinks(brand)]
    for (const width of widths.map(Number)) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 } })
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient'),
      )
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
    console.log(`${brand.prefix}: ${pages.length} pages × ${widths.length} widths`)
  }
  writeFileSync(join(out, 'index.html'), galleryIndex(shots))
  console.log(`Gallery: ${shots.length} screenshots of ${brands.length} brands → ${relative('.', join(out, 'index.html'))}`)
} finally {
  await browser.close()
  server.close()
}
