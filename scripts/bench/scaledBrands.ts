// Brand data for the scale run: the real brands, with KFC's and arch-pristine's catalogs (whose products each
// have a page) grown to however many products bring the site to about `pages` pages. Generated products are
// variations of the brand's own (name, slug, price, and the edition number as their picture's label, so each
// has a picture of its own as brand data requires), so every page renders what a real catalog would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { globSync } from 'tinyglobby'

const grown = ['KFC', 'arch-pristine']

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

/** Copies the project's brand files into `dir`, each passed through `edit` first. */
function copyBrands(dir: string, edit: (brand: BrandFile) => void): void {
  mkdirSync(dir, { recursive: true })
  for (const file of globSync('brands/*.json')) {
    const brand = JSON.parse(readFileSync(file, 'utf8'))
    edit(brand)
    writeFileSync(join(dir, basename(file)), JSON.stringify(brand))
  }
}

/** Writes the brand files to `dir` with the grown catalogs; returns how many products each got. */
export function writeScaledBrands(pages: number, basePages: number, dir: string): number {
  const ownProducts = grown.reduce(
    (n, prefix) => n + JSON.parse(readFileSync(`brands/${prefix}.json`, 'utf8')).products.length,
    0,
  )
  const perCatalog = Math.max(0, Math.round((pages - basePages + ownProducts) / grown.length))
  copyBrands(dir, (brand) => {
    if (grown.includes(brand.prefix)) brand.products = growCatalog(brand.products, perCatalog)
  })
  return perCatalog
}

function growCatalog(products: Product[], size: number): Product[] {
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
