// One small JSON file per product of each brand (lib/productDataPath.ts): the product as the brand data has it,
// which the cart, checkout and item pages fetch for the lines they show instead of carrying the whole catalog.
// Written by the build's finishing step and answered by the dev server from the same function.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Brand, Product } from '../../brand/brandSchema.ts'
import { productDataPath } from '../../lib/productDataPath.ts'

/** Each product of `brands` with its file's path (below the base); the file's body is productJson(product). */
export function* productFiles(brands: readonly Brand[]): Generator<[string, Product]> {
  for (const brand of brands) {
    for (const product of brand.products) yield [productDataPath(brand.prefix, product.slug), product]
  }
}

export function productJson(product: Product): string {
  return JSON.stringify(product)
}

/** The digest a data file's bytes are known by (a build's record, lastBuild.ts). */
export function contentDigest(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

const productDigests = new WeakMap<Product, string>()

/** The digest of the product's file, made once per product: keying the pages and writing the files both ask. */
export function productDigest(product: Product): string {
  let digest = productDigests.get(product)
  if (digest === undefined) {
    digest = contentDigest(productJson(product))
    productDigests.set(product, digest)
  }
  return digest
}

/** The body of the product file at `path`, or undefined when no product of `brands` lives there. */
export function productFileAt(path: string, brands: readonly Brand[]): string | undefined {
  const match = /^([^/]+)\/_products\/([a-z0-9-]+)\.json$/.exec(path)
  if (!match) return undefined
  const product = brands.find((b) => b.prefix === match[1])?.products.find((p) => p.slug === match[2])
  return product && productJson(product)
}

/** Puts `body()` at `path` of the deployable `dir`, or leaves it out where an earlier build's holds the same bytes
 *  (`digest`, when known, is contentDigest of them: an unchanged file is then not even made). */
export type DataFileWriter = (dir: string, path: string, body: () => string, digest?: string) => void

export const writeDataFile: DataFileWriter = (dir, path, body) => writeFileSync(join(dir, path), body())

/** Writes every product file of `brands` into the deployable `dir` (with `write`: a rebuild leaves out the unchanged). */
export function writeProductFiles(dir: string, brands: readonly Brand[], write: DataFileWriter = writeDataFile): void {
  const folders = new Set<string>()
  for (const [path, product] of productFiles(brands)) {
    const folder = dirname(join(dir, path))
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    write(dir, path, () => productJson(product), productDigest(product))
  }
}
