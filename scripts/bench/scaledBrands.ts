// Brand data for the scale run: the real brands, with KFC's and arch-pristine's catalogs (whose products each
// have a page) grown, and beyond 5,000 products a catalog, partners added as copies of KFC (as `npm run new-brand
// -- <prefix> --like KFC` writes them) with catalogs of their own, until the site has about `pages` pages: a page per
// product, and the listing pages of a catalog longer than one page (routing/listingPages.ts). A catalog's size is
// capped at the 10,000-page run's: a larger site has more partners. Generated products are variations of the
// brand's own (name, slug, price, and the edition number as their picture's label, so each has a picture of its
// own as brand data requires), so every page renders what a real catalog would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { globSync } from 'tinyglobby'
import { pageCount } from '../../routing/listingPages.ts'
import { brandLike } from '../newBrand/likeBrand.ts'

const grown = ['KFC', 'arch-pristine']
/** The brand copied into added partners: its layout is its prefix's shared frame, so a copy needs no layout folder. */
const partnerModel = 'KFC'
/** Products per catalog at most: what each of the two grown catalogs has in the 10,000-page run. */
export const maxCatalog = 5000

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

export interface ScaledBrands {
  /** Products in each grown catalog, by prefix (the added partners' too). */
  catalogs: Record<string, number>
  /** Prefixes of the partners added as copies of KFC. */
  partners: string[]
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

/** Writes the brand files to `dir` so that the site has about `pages` pages (the real ones counted), its products
 *  spread over catalogs of at most `maxCatalog`, KFC's and arch-pristine's first. */
export function writeScaledBrands(pages: number, basePages: number, dir: string): ScaledBrands {
  const models = Object.fromEntries(grown.map((prefix) => [prefix, readBrand(`brands/${prefix}.json`).products]))
  const modelOf = (prefix: string) => models[prefix] ?? models[partnerModel] ?? []
  const ownPages = grown.reduce((n, prefix) => n + catalogPages(modelOf(prefix), modelOf(prefix).length), 0)
  const catalogsPages = Math.max(0, pages - basePages + ownPages)
  const catalogCount = Math.max(grown.length, Math.ceil(catalogsPages / catalogPages(modelOf(partnerModel), maxCatalog)))
  const partners = Array.from({ length: catalogCount - grown.length }, (_, i) => `${partnerModel}-${i + 2}`)
  const prefixes = [...grown, ...partners]
  // The one catalog size (the fewest products) at which all catalogs together make the pages asked for.
  const pagesAt = (size: number) => prefixes.reduce((n, prefix) => n + catalogPages(modelOf(prefix), size), 0)
  let [low, high] = [0, maxCatalog]
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (pagesAt(mid) < catalogsPages) low = mid + 1
    else high = mid
  }
  const perCatalog = low
  const catalogs = Object.fromEntries(prefixes.map((prefix) => [prefix, perCatalog]))
  copyBrands(dir, (brand) => {
    if (grown.includes(brand.prefix)) brand.products = growCatalog(brand.products, perCatalog)
  })
  const model = readBrand(`brands/${partnerModel}.json`)
  for (const prefix of partners) {
    const partner = brandLike({ prefix: partnerModel, json: model }, prefix, `${partnerModel} ${prefix.slice(4)}`, '')
    const { $schema: _, ...brand } = partner as BrandFile
    brand.products = growCatalog(brand.products, perCatalog)
    writeFileSync(join(dir, `${prefix}.json`), JSON.stringify(brand))
  }
  return { catalogs, partners }
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
