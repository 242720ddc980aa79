// Brand data for the scale run: the real brands, with KFC's and arch-pristine's catalogs (whose products each
// have a page) grown, either until the site has about a given number of pages (a page per product, and the listing
// pages of a catalog longer than one page: routing/listingPages.ts) or to a given number of products each. The
// largest run is a partner's real case: two catalogs of 50,000 products, about 104,000 pages. Generated products are
// variations of the brand's own (name, slug, price, and the edition number as their picture's label, so each has a
// picture of its own as brand data requires), so every page renders what a real catalog would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { globSync } from 'tinyglobby'
import { pageCount } from '../../routing/listingPages.ts'

const grown = ['KFC', 'arch-pristine']

/** A scale run's size: about so many pages, or so many products in each grown catalog. */
export type ScaleSize = { pages: number } | { products: number }

/** The bench's scale runs, smallest first: the 10,000-page run is the time-per-page reference of the largest. */
export const scaleSizes: readonly ScaleSize[] = [{ pages: 1000 }, { pages: 5000 }, { pages: 10000 }, { products: 50000 }]

/** A scale run's size in words ("about 5000 pages", "two catalogs of 50000 products"). */
export const scaleSizeLabel = (size: ScaleSize) =>
  'pages' in size ? `about ${size.pages} pages` : `${grown.length} catalogs of ${size.products} products`

interface Product {
  slug: string
  name: string
  price: number
  art: Record<string, unknown>
  [field: string]: unknown
}

/** A brand file as written, with the fields these edits touch. */
interface BrandFile {
  prefix: string
  tagline: string
  products: Product[]
  [field: string]: unknown
}

const readBrand = (file: string): BrandFile => JSON.parse(readFileSync(file, 'utf8'))

/** Copies the project's brand files into `dir`, each passed through `edit` first. */
function copyBrands(dir: string, edit: (brand: BrandFile) => void): void {
  mkdirSync(dir, { recursive: true })
  for (const file of globSync('brands/*.json')) {
    const brand = readBrand(file)
    edit(brand)
    writeFileSync(join(dir, basename(file)), JSON.stringify(brand))
  }
}

/** Writes the project's brands to `dir`, the catalogs of those named in `catalogs` grown to their number of products. */
export function writeGrownBrands(dir: string, catalogs: Readonly<Record<string, number>>): void {
  copyBrands(dir, (brand) => {
    const size = catalogs[brand.prefix]
    if (size !== undefined) brand.products = growCatalog(brand.products, size)
  })
}

export interface ScaledBrands {
  /** Products in each grown catalog, by prefix. */
  catalogs: Record<string, number>
}

/** Pages a catalog grown from `products` to `size` adds beyond its first listing page: a page per product, and a
 *  listing longer than one page continues on pages of its own, the catalog's and each category's. */
export function catalogPages(products: Product[], size: number): number {
  const catalog = growCatalog(products, size)
  if (pageCount(catalog.length) === 1) return catalog.length
  const perCategory = new Map<unknown, number>()
  for (const product of catalog) perCategory.set(product.category, (perCategory.get(product.category) ?? 0) + 1)
  const categoryPages = [...perCategory.values()].reduce((n, count) => n + pageCount(count), 0)
  return catalog.length + pageCount(catalog.length) - 1 + categoryPages
}

/** Writes the brand files to `dir`, KFC's and arch-pristine's catalogs grown alike: to the size's products, or so
 *  that the site has about its pages (`basePages`: the real site's). */
export function writeScaledBrands(size: ScaleSize, basePages: number, dir: string): ScaledBrands {
  const models = grown.map((prefix) => readBrand(`brands/${prefix}.json`).products)
  let perCatalog: number
  if ('products' in size) perCatalog = size.products
  else {
    const ownPages = models.reduce((n, products) => n + catalogPages(products, products.length), 0)
    const catalogsPages = Math.max(0, size.pages - basePages + ownPages)
    // The one catalog size (the fewest products) at which the grown catalogs together make the pages asked for.
    const pagesAt = (products: number) => models.reduce((n, model) => n + catalogPages(model, products), 0)
    let [low, high] = [0, catalogsPages]
    while (low < high) {
      const mid = Math.floor((low + high) / 2)
      if (pagesAt(mid) < catalogsPages) low = mid + 1
      else high = mid
    }
    perCatalog = low
  }
  const catalogs = Object.fromEntries(grown.map((prefix) => [prefix, perCatalog]))
  writeGrownBrands(dir, catalogs)
  return { catalogs }
}

/** `products` grown to `size` with variations of its own (also what the listing and page-weight build tests grow a
 *  catalog with). */
export function growCatalog(products: Product[], size: number): Product[] {
  const catalog = products.slice(0, size)
  for (let n = catalog.length; n < size; n++) {
    const model = products[n % products.length] as Product
    const edition = Math.floor(n / products.length) + 1
    catalog.push({
      ...model,
      slug: `${model.slug}-${edition}`,
      name: `${model.name} No. ${edition}`,
      price: Math.round((model.price + (edition % 7) * 0.5) * 100) / 100,
      art: { ...model.art, label: String(edition) },
    })
  }
  return catalog
}

/** The real brands with one edit of brand data only (KFC's tagline): what a data-only rebuild is timed on. */
export function writeEditedBrands(dir: string): void {
  copyBrands(dir, (brand) => {
    if (brand.prefix === 'KFC') brand.tagline = `${brand.tagline} (edited)`
  })
}
