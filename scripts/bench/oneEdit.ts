// The bench's one-edit rebuild at scale: one product's price changed in a grown brand folder, as a maintainer would
// after a clean build, then the same deployable rebuilt. What it re-renders and rewrites, and its seconds beside the
// clean build's of the same run.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Raises the price of the middle product of `prefix`'s catalog in `brandsDir` by 1.25; returns its slug. */
export function editOnePrice(brandsDir: string, prefix: string): string {
  const file = join(brandsDir, `${prefix}.json`)
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { products: { slug: string; price: number }[] }
  const product = brand.products[Math.floor(brand.products.length / 2)]
  if (!product) throw new Error(`${file} has no products to edit`)
  product.price = Math.round((product.price + 1.25) * 100) / 100
  writeFileSync(file, JSON.stringify(brand))
  return product.slug
}

export interface OneEditRun {
  seconds: number
  /** The rebuild's seconds over the clean build's, in percent. */
  percentOfClean: number
  pagesRendered: number
  filesPatched: number | null
  kind: string
}

export function oneEditRow(pages: number, run: OneEditRun): [string, string] {
  const patched = run.filesPatched === null ? 'a new version published' : `${run.filesPatched} files patched in place`
  return [
    `${pages} pages: one price edited, rebuild`,
    `${run.seconds} s, ${run.percentOfClean} % of the clean build (${run.kind}, ${run.pagesRendered} pages rendered, ${patched})`,
  ]
}
