// What the dev server derives from the data files: the build's manifests under the dev id, icons and font files as a
// build writes them, and a fresh reading of the files once the data version is bumped (and not before).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bumpDataVersion } from '../../brand/build/dataVersion.ts'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { webFontFile } from '../../brand/build/webFontFiles.ts'
import { isBuildManifest } from '../../routing/buildRules.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { type DevData, devBuildId, devData, devFile } from '../../scripts/dev/devData.ts'
import { buildMeta } from '../../scripts/lib/deployableLayout.ts'
import { productFiles, productJson } from '../../scripts/lib/productFiles.ts'
import { lookupIndexes } from '../../scripts/pipeline/lookupIndexes.ts'
import { writeSearchIndexes } from '../../scripts/pipeline/searchIndexes.ts'

const work = mkdtempSync(join(tmpdir(), 'dev-data-'))
const brands = join(work, 'brands')
for (const prefix of ['KFC', 'NCR', 'purina', 'thumbtack']) cpSync(`brands/${prefix}.json`, join(brands, `${prefix}.json`))

beforeAll(() => {
  vi.stubEnv('BRANDS_DIR', brands)
})

afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(work, { recursive: true, force: true })
})

const text = (body: string | Buffer | undefined) => body?.toString()

describe('the dev server’s generated files', () => {
  it('answers the build manifests under the id its pages carry, and nothing under another id', () => {
    const data = devData(() => 1_790_000_000_000)
    expect(devBuildId).toBe('__BUILD_ID__')
    const latest = devFile('builds/latest.json', data)
    expect(JSON.parse(text(latest?.body) ?? '')).toEqual({ id: devBuildId, timestamp: 1_790_000_000_000 })
    const meta = JSON.parse(text(devFile(`builds/meta/${devBuildId}.json`, data)?.body) ?? '')
    expect(isBuildManifest(meta)).toBe(true)
    expect(meta).toEqual(buildMeta(devBuildId, 1_790_000_000_000, buildRouteTable(data.brands)))
    expect(meta.prerendered).toContain('/NCR')
    expect(devFile('builds/meta/0123456789abcdef.json', data)).toBeUndefined()
  })

  it('answers each brand’s icon and the default one', () => {
    const data = devData(() => 0)
    const kfc = data.brands.find((b) => b.prefix === 'KFC')
    expect(devFile('icons/KFC.svg', data)).toEqual({
      type: 'image/svg+xml',
      body: expect.stringContaining(`fill="${kfc?.theme.primary}"`),
    })
    expect(devFile('icons/default.svg', data)?.type).toBe('image/svg+xml')
    expect(devFile('icons/avis.svg', data)).toBeUndefined()
  })

  it('answers each product’s file as the build writes it, and nothing for a product the brand has not', () => {
    const data = devData(() => 0)
    const written = new Map([...productFiles(data.brands)].map(([path, product]) => [path, productJson(product)]))
    const lemonade = devFile('KFC/_products/lemonade.json', data)
    expect(lemonade?.type).toBe('application/json; charset=utf-8')
    expect(lemonade?.body).toBe(written.get('KFC/_products/lemonade.json'))
    expect(JSON.parse(text(lemonade?.body) ?? '')).toMatchObject({ slug: 'lemonade', name: 'Lemonade' })
    expect(devFile('KFC/_products/retired-bucket.json', data)).toBeUndefined()
    expect(devFile('NCR/_products/lemonade.json', data)).toBeUndefined()
  })

  it('answers the search index files of a catalog longer than a listing page as the build writes them, and none of a shorter one', () => {
    const data = devData(() => 0)
    // KFC grown past a listing page; purina as it is, carried whole by the pages that search it.
    const grown: DevData = {
      ...data,
      brands: data.brands.map((b) =>
        b.prefix === 'KFC' ? { ...b, products: growCatalog(b.products, 120) as typeof b.products } : b,
      ),
    }
    const deployable = mkdtempSync(join(tmpdir(), 'dev-search-'))
    try {
      writeSearchIndexes(deployable, grown.brands)
      for (const file of ['KFC/_search/words/le.json', 'KFC/_search/items/0.json', 'KFC/_search/items/7.json']) {
        expect(devFile(file, grown)).toEqual({
          type: 'application/json; charset=utf-8',
          body: readFileSync(join(deployable, file), 'utf8'),
        })
      }
      expect(existsSync(join(deployable, 'purina'))).toBe(false)
    } finally {
      rmSync(deployable, { recursive: true, force: true })
    }
    // Words no product has, items past the catalog's end, brands that do not exist and a catalog of one listing page
    // (the build writes it no index) are not answered.
    expect(devFile('KFC/_search/words/zz.json', grown)).toBeUndefined()
    expect(devFile('KFC/_search/items/8.json', grown)).toBeUndefined()
    expect(devFile('nobody/_search/items/0.json', grown)).toBeUndefined()
    expect(devFile('purina/_search/items/0.json', grown)).toBeUndefined()
    expect(devFile('KFC/_search/items/0.json', data)).toBeUndefined()
  })

  it('answers the food finder’s match files and Scan & Go’s barcode files as the build writes them', () => {
    const data = devData(() => 0)
    const written = new Map([...lookupIndexes(data.brands)].map(([path, content]) => [path, JSON.stringify(content)]))
    const match = 'purina/_foodfinder/dog-adult-large-high-joints.json'
    expect(text(devFile(match, data)?.body)).toBe(written.get(match))
    expect(JSON.parse(text(devFile(match, data)?.body) ?? '')[0]).toMatchObject({ slug: 'pro-plan-large-breed-chicken-rice' })
    expect(JSON.parse(text(devFile('NCR/_barcodes/279.json', data)?.body) ?? '')).toEqual({
      '00033383200279': 'gala-apples-3-lb',
    })
    // Brands without the page, and files no build writes, are not answered.
    expect(devFile('KFC/_foodfinder/dog-adult-large-high-joints.json', data)).toBeUndefined()
    expect(devFile('KFC/_barcodes/279.json', data)).toBeUndefined()
    expect(devFile('NCR/_barcodes/000.json', data)).toBeUndefined()
  })

  it('answers the font files the brands name, with the package’s bytes', () => {
    const data = devData(() => 0)
    const face = data.brands.map((b) => b.theme.fonts?.heading).find((f) => f !== undefined)
    const found = face && webFontFile(face)
    if (!found) throw new Error('none of the fixture brands names a web font')
    expect(devFile(found.file, data)).toEqual({ type: 'font/woff2', body: readFileSync(found.source) })
    expect(devFile('assets/fonts/oswald-latin-700-normal.00000000.woff2', data)).toBeUndefined()
  })

  it('reads the files again once the data version is bumped, not before', () => {
    const before = getBrands()
    const file = join(brands, 'NCR.json')
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), tagline: 'Edited' }))
    expect(getBrands()).toBe(before)
    bumpDataVersion()
    expect(getBrands().find((b) => b.prefix === 'NCR')?.tagline).toBe('Edited')
    expect(devData(() => 0).brands.find((b) => b.prefix === 'NCR')?.tagline).toBe('Edited')
  })
})
