// The products a page shows, fetched one by one from the files the build writes beside the pages
// (lib/productDataPath.ts), so that the cart, checkout and item pages carry none of the catalog: their weight stays
// the same whatever the catalog's size. Each file is fetched once per visit (kept in memory) and carries the build
// id as its query string, as the page payloads do: a deploy of new code is never answered from an old cache, and
// one that only edits a product keeps the id, the file being served must-revalidate (scripts/pipeline/finish.ts).
import { useEffect, useState } from 'react'
import type { Product } from '../../brand/brandSchema.ts'
import { productDataPath } from '../../lib/productDataPath.ts'
import { fetchBuildDataFile } from './buildDataFile.ts'

/** A product, or null where the catalog no longer has it (the file is missing or not that product's). */
type Found = Product | null

/** The product at `slug`: null when the build wrote no file for it, or one for another product (a slug reused). */
async function productData(prefix: string, slug: string): Promise<Found> {
  const product = (await fetchBuildDataFile(productDataPath(prefix, slug))) as Product | undefined
  return product?.slug === slug ? product : null
}

/** The products of `lines` the catalog still has, and the slugs it no longer has; rejects if any could not be had. */
export async function productsOf(prefix: string | undefined, lines: readonly { slug: string }[]) {
  const slugs = [...new Set(lines.map((l) => l.slug))]
  const found = await Promise.all(slugs.map((slug) => (prefix ? productData(prefix, slug) : null)))
  return {
    products: found.filter((p): p is Product => p !== null),
    missing: new Set(slugs.filter((_, i) => found[i] === null)),
  }
}

export interface LineProducts {
  /** Every line's product is known (found or missing): the lines can be drawn and priced. */
  ready: boolean
  /** The lines' products could not be fetched (offline): the page says so rather than guess. */
  failed: boolean
  products: Product[]
  /** Slugs the catalog no longer has. */
  missing: ReadonlySet<string>
}

/** The products of `lines`, fetched as the lines change; what is known already stays, so removing a line does not
 *  show the page loading again. */
export function useLineProducts(prefix: string | undefined, lines: readonly { slug: string }[]): LineProducts {
  const [known, setKnown] = useState<ReadonlyMap<string, Found>>(new Map())
  const [failed, setFailed] = useState(false)
  const wanted = [...new Set(lines.map((l) => l.slug))]
  const unknown = wanted.filter((slug) => !known.has(slug))
  const key = unknown.join('\n')
  useEffect(() => {
    if (!key) return
    let live = true
    const slugs = key.split('\n')
    productsOf(
      prefix,
      slugs.map((slug) => ({ slug })),
    ).then(
      ({ products, missing }) => {
        if (!live) return
        setKnown((before) => {
          const next = new Map(before)
          for (const product of products) next.set(product.slug, product)
          for (const slug of missing) next.set(slug, null)
          return next
        })
        setFailed(false)
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [prefix, key])
  const products = wanted.map((slug) => known.get(slug)).filter((p): p is Product => !!p)
  return {
    ready: unknown.length === 0,
    failed: unknown.length > 0 && failed,
    products,
    missing: new Set(wanted.filter((slug) => known.get(slug) === null)),
  }
}
