// One small JSON file per product of each brand (lib/productDataPath.ts): the product as the brand data has it,
// which the cart, checkout and item pages fetch for the lines they show instead of carrying the whole catalog.
// Written by the build's finishing step and answered by the dev server from the same function.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Brand, Product } from '../../brand/brandSchema.ts'
import { productDataPath } from '../../lib/productDataPath.ts'

/** Each product's file of `brands`, path (below the base) and body. */
export function* productFiles(brands: readonly Brand[]): Generator<[string, string]> {
  for (const brand of brands) {
    for (const product of brand.products) yield [productDataPath(brand.prefix, product.slug), productJson(product)]
  }
}

export function productJson(product: Product): string {
  return JSON.stringify(product)
}

/** The body of the product file at `path`, or undefined when no product of `brands` lives there. */
export function productFileAt(path: string, brands: readonly Brand[]): string | undefined {
  const match = /^([^/]+)\/_products\/([a-z0-9-]+)\.json$/.exec(path)
  if (!match) return undefined
  const product = brands.find((b) => b.prefix === match[1])?.products.find((p) => p.slug === match[2])
  return product && productJson(product)
}

/** Puts `body` at `path` of the deployable `dir`, or leaves it out where an earlier build's holds the same bytes. */
export type DataFileWriter = (dir: string, path: string, body: string) => void

export const writeDataFile: DataFileWriter = (dir, path, body) => writeFileSync(join(dir, path), body)

/** Writes every product file of `brands` into the deployable `dir` (with `write`: a rebuild leaves out the unchanged). */
export function writeProductFiles(dir: string, brands: readonly Brand[], write: DataFileWriter = writeDataFile): void {
  const folders = new Set<string>()
  for (const [path, body] of productFiles(brands)) {
    const folder = dirname(join(dir, path))
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    write(dir, path, body)
  }
}
