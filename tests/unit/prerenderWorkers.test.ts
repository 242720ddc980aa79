import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startPrerenderWorkers, workerHeapMb } from '../../scripts/pipeline/prerender.ts'
import { withoutTsxLoader } from '../../scripts/pipeline/processes.ts'

describe('the prerender workers’ Node flags', () => {
  it('drop tsx’s loader in each form it is given, and keep every other flag', () => {
    expect(
      withoutTsxLoader([
        '--require',
        '/work/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///work/node_modules/tsx/dist/loader.mjs',
        '--max-old-space-size=4096',
      ]),
    ).toEqual(['--max-old-space-size=4096'])
    expect(withoutTsxLoader(['--import', 'tsx', '--enable-source-maps'])).toEqual(['--enable-source-maps'])
    expect(withoutTsxLoader(['--import=tsx', '--import', './other.mjs'])).toEqual(['--import', './other.mjs'])
    expect(withoutTsxLoader(['--import', './tsxlike.mjs'])).toEqual(['--import', './tsxlike.mjs'])
  })
})

describe('a prerender worker', () => {
  it('takes a task sent the moment it starts, and reports one it cannot carry out by name', async () => {
    const workers = startPrerenderWorkers(1, { pages: 1, largestCatalog: 0 })
    const missing = join(tmpdir(), `no-server-build-${process.pid}`)
    const task = { serverEntry: join(missing, 'entry.mjs'), workerModule: join(missing, 'prerender', 'prerenderWorker.mjs') }
    await expect(
      workers.render({ ...task, clientDir: tmpdir(), base: '/', paths: ['/KFC'], notFoundPage: true }),
    ).rejects.toThrow(/no-server-build/)
  })
})

describe('a prerender worker’s heap bound', () => {
  it('is 320 MB up to 100,000 pages with catalogs of 5,000 products, and grows with the site beyond', () => {
    expect(workerHeapMb({ pages: 217, largestCatalog: 40 })).toBe(320)
    expect(workerHeapMb({ pages: 100_193, largestCatalog: 5_000 })).toBe(320)
    // A catalog twice as large renders pages of twice the size: about 100 MB more.
    expect(workerHeapMb({ pages: 100_193, largestCatalog: 10_000 })).toBe(414)
    // A million pages: the route table alone needs more than 320 MB.
    expect(workerHeapMb({ pages: 1_000_000, largestCatalog: 5_000 })).toBe(1195)
  })
})
