// Every page carries only what it shows: a brand's home, cart, checkout, confirmation, account, product, item and
// landing pages, its food finder (questions, result, save), its Scan & Go page, its add-ons page and its forms that
// name a product (review, inquiry, service request) weigh the same (HTML and payload,
// within 5 %) whether its catalog has a few dozen products or 2,000. One brand (KFC, with an item page, the food
// finder and Scan & Go added, so that every kind of page that looks products up is there: kfcWithEveryProductPage)
// is built twice, its catalog grown as the bench grows catalogs (scripts/bench/scaledBrands.ts): to 40, its own 10
// four times over, so that each product has as many related products as a product page shows (3; with its own 10,
// none has more than 1), here alone; and to 2,000, in the build of big catalogs the run's files share
// (sharedGrownBuild). A page that carried the catalog would weigh some 50 times as much in the second build. Left out:
// the catalog's listing pages (paged by 48, tests/build/listing.test.ts) and the assistant, which holds up to one
// listing page of products and looks the rest up in the search index (pages/ai/+data.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listingPageSize } from '../../routing/listingPages.ts'
import { firstLoadFiles } from '../../scripts/bench/firstLoadJs.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { build, kfcWithEveryProductPage, sharedGrownBuild } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'page-weight-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const pages = {
  home: 'KFC',
  cart: 'KFC/shop/cart',
  checkout: 'KFC/shop/checkout',
  confirmation: 'KFC/shop/confirmOrder',
  account: 'KFC/shop/account',
  product: 'KFC/shop/products/8-piece-bucket',
  confirmItem: 'KFC/shop/confirmItem',
  landing: 'KFC/shop/landing/game-day',
  wifi: 'KFC/wifi',
  foodFinderQuestion: 'KFC/foodfinder',
  foodFinderResult: 'KFC/foodfinder/result',
  foodFinderSave: 'KFC/foodfinder/saveResult',
  scan: 'KFC/scan',
}

/**
 * Pages that carry a catalog of one listing page (48) or less whole, and nothing of a longer one but its first page:
 * the forms that name a product (a select, or a search of the catalog when it is long) and the add-ons page (of a
 * brand without an "Add-ons" category: the catalog's first page and a link to the rest). With 40 products they carry
 * all 40, so with 2,000 they weigh no more (the forms) or no more than 48/40 as much (add-ons), within 5 %.
 */
const upToOnePage = {
  review: { path: 'KFC/review', most: 1 },
  inquiry: { path: 'KFC/form', most: 1 },
  service: { path: 'KFC/service', most: 1 },
  addons: { path: 'KFC/products/addons', most: listingPageSize / 40 },
}

/** KFC alone, with 40 products, built once; the deployable's path. */
let smallKfc: string | undefined
const smallSite = () => {
  smallKfc ??= buildSmallKfc()
  return smallKfc
}

function buildSmallKfc(): string {
  const brands = join(work, 'small-brands')
  mkdirSync(brands)
  writeFileSync(join(brands, 'KFC.json'), JSON.stringify(kfcWithEveryProductPage(40)))
  const out = join(work, 'small', 'site')
  const run = build(brands, out, join(work, 'small-history'))
  if (run.status !== 0) throw new Error(`The build of 40 products failed:\n${run.output}`)
  return out
}

const weights = (site: string, paths: Record<string, string> = pages) =>
  Object.fromEntries(
    Object.entries(paths).map(([page, path]) => [
      page,
      { html: statSync(join(site, path, 'index.html')).size, payload: statSync(join(site, path, '_payload.json')).size },
    ]),
  )

describe('a brand’s commerce pages', () => {
  it('weigh the same with 40 products as with 2,000, each product in a file of its own', () => {
    const own = weights(smallSite())
    const { site } = sharedGrownBuild()
    const grown = weights(site)
    const heavier = Object.entries(pages).flatMap(([page]) =>
      (['html', 'payload'] as const)
        .filter((part) => Math.abs((grown[page]?.[part] ?? 0) / (own[page]?.[part] ?? 1) - 1) > 0.05)
        .map((part) => `${page} ${part}: ${own[page]?.[part]} B with 40 products, ${grown[page]?.[part]} B with 2,000`),
    )
    expect(heavier).toEqual([])
    const paths = Object.fromEntries(Object.entries(upToOnePage).map(([page, { path }]) => [page, path]))
    const [ownForms, grownForms] = [weights(smallSite(), paths), weights(site, paths)]
    const tooHeavy = Object.entries(upToOnePage).flatMap(([page, { most }]) =>
      (['html', 'payload'] as const)
        .filter((part) => (grownForms[page]?.[part] ?? 0) > (ownForms[page]?.[part] ?? 0) * most * 1.05)
        .map((part) => `${page} ${part}: ${ownForms[page]?.[part]} B with 40 products, ${grownForms[page]?.[part]} B with 2,000`),
    )
    expect(tooHeavy).toEqual([])
    // The add-ons page offers the catalog's first page of 2,000 and links the catalog for the rest.
    const addons = JSON.parse(readFileSync(join(site, 'KFC/products/addons/_payload.json'), 'utf8'))
    expect(addons.page.total).toBe(2000)
    expect(addons.page.products.map((p: { slug: string }) => p.slug)).toEqual(
      growCatalog(JSON.parse(readFileSync('brands/KFC.json', 'utf8')).products, 2000)
        .slice(0, listingPageSize)
        .map((p) => p.slug),
    )
    // What the cart fetches for a line: the product as the brand file has it, the generated ones too.
    const last = JSON.parse(readFileSync(join(site, 'KFC/_products/lemonade-200.json'), 'utf8'))
    expect(last).toMatchObject({ slug: 'lemonade-200', name: 'Lemonade No. 200', category: 'Drinks' })
    const uploads = JSON.parse(readFileSync(`${site}.upload-list.json`, 'utf8')) as { path: string }[]
    expect(uploads.filter((file) => file.path.startsWith('KFC/_products/'))).toHaveLength(2000)
    // What a result and a scan fetch instead: the answers' match, and the code's barcode file, each a few codes or
    // products, whatever the catalog's size.
    const matches = uploads.filter((file) => file.path.startsWith('KFC/_foodfinder/'))
    expect(matches).toHaveLength(270)
    const barcodes = uploads.filter((file) => file.path.startsWith('KFC/_barcodes/'))
    expect(barcodes).toHaveLength(1000)
    const largest = Math.max(...[...matches, ...barcodes].map((file) => statSync(join(site, file.path)).size))
    expect(largest).toBeLessThan(1000)
    expect(JSON.parse(readFileSync(join(site, 'KFC/_barcodes/999.json'), 'utf8'))).toMatchObject({
      '04000000001999': 'lemonade-200',
    })
  })

  it('load the product search’s code up front only where the catalog is searched, not where the page carries it', () => {
    // The search's on-demand loader names itself "the product search" (components/forms/ProductPickerField.tsx).
    const loadsSearch = (site: string, path: string) =>
      firstLoadFiles(site, path).some((file) => readFileSync(join(site, file), 'utf8').includes('the product search'))
    const small = smallSite()
    const { site } = sharedGrownBuild()
    for (const { path } of [upToOnePage.review, upToOnePage.inquiry, upToOnePage.service]) {
      expect(loadsSearch(small, path), `${path} with 40 products`).toBe(false)
      expect(loadsSearch(site, path), `${path} with 2,000 products`).toBe(true)
    }
  })
})
