// Builds the paged-catalog deployable (pagedCatalog.ts) before its tests run: a whole build of one brand, reusing
// the bundles of the site's build (dist/.bundles), so only its pages are rendered.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { lateMatch, pagedCatalogSite, pagedCatalogSize, pagedCatalogWork } from './pagedCatalog.ts'

test('build KFC and Purina with catalogs of 150 products', () => {
  // A build of one brand, not a browser test: it may take longer than a test's 30 s on a busy machine.
  test.setTimeout(180_000)
  rmSync(pagedCatalogWork, { recursive: true, force: true })
  const brands = join(pagedCatalogWork, 'brands')
  mkdirSync(brands, { recursive: true })
  const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
  kfc.products = growCatalog(kfc.products, pagedCatalogSize)
  // The forms that name a product, which search a catalog this long rather than carry it (the service form needs
  // help topics).
  kfc.pages.push('review', 'form', 'service')
  kfc.help = { topics: [{ label: 'An order', aboutProduct: true }, { label: 'Something else' }] }
  writeFileSync(join(brands, 'KFC.json'), JSON.stringify(kfc))
  const purina = JSON.parse(readFileSync('brands/purina.json', 'utf8'))
  purina.products = [...growCatalog(purina.products, pagedCatalogSize - 1), lateMatch]
  writeFileSync(join(brands, 'purina.json'), JSON.stringify(purina))
  const run = spawnSync(
    process.execPath,
    ['scripts/run.mjs', 'scripts/build.ts', '--out', pagedCatalogSite, '--history', join(pagedCatalogWork, 'history')],
    { env: { ...process.env, NODE_ENV: undefined, BRANDS_DIR: brands, CI: 'true' }, encoding: 'utf8' },
  )
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
})
