// Measures the catalog search index (lib/searchIndex.ts) at a large catalog: `node scripts/run.mjs
// scripts/bench/searchIndexSize.ts [products]` (default 50,000) grows KFC's catalog as the scale run does, writes its
// index as the build does, and prints the seconds and memory that took, the files and bytes written, and the bytes
// (gzip, as the deployable stores them) a few queries fetch: the figures docs/decisions.md "Search from a static
// index" records.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { searchIndex } from '../../lib/searchIndex.ts'
import { gzipObject } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'
import { writeSearchIndexes } from '../pipeline/searchIndexes.ts'
import { growCatalog } from './scaledBrands.ts'

const size = Number(process.argv[2] ?? 50_000)
const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8')) as Brand
const products = growCatalog(kfc.products as never, size) as unknown as Brand['products']
const dir = mkdtempSync(join(tmpdir(), 'search-index-size-'))
try {
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  const files = writeSearchIndexes(dir, [{ ...kfc, products }])
  const seconds = (performance.now() - started) / 1000
  const paths = walkFiles(dir)
  const bytes = paths.reduce((n, p) => n + statSync(join(dir, p)).size, 0)
  const gzip = paths.reduce((n, p) => n + gzipObject(readFileSync(join(dir, p))).length, 0)
  console.log(`${size} products: ${files} files, ${(bytes / 1e6).toFixed(2)} MB (${(gzip / 1e6).toFixed(2)} MB gzip)`)
  console.log(`written in ${seconds.toFixed(2)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)
  console.log(`  (RSS before writing: ${(rssBefore / 1e6).toFixed(0)} MB, catalog loaded)`)
  const last = products.at(-1)?.name ?? ''
  for (const query of [last, 'chicken', 'lem', 'bucket no 4000', 'spices herbs']) {
    let fetched = 0
    const read = async (file: string) => {
      try {
        const content = readFileSync(join(dir, file))
        fetched += gzipObject(content).length
        return JSON.parse(content.toString('utf8'))
      } catch {
        return undefined
      }
    }
    const results = await searchIndex('KFC', query, read)
    await results.products(0, 24)
    console.log(`  "${query}": ${results.total} results, ${(fetched / 1024).toFixed(1)} KB fetched (gzip) for the first 24`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
