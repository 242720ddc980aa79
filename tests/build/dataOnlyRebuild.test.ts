// A rebuild after editing only brand data reuses the bundles of the last clean build and the pages whose inputs did
// not change, and its deployable is byte-identical to a clean build of the same data. The bundles and pages reused
// here were made from other data (a clean build with KFC edited), so a bundle or a reused page that depended on the
// edit would show.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { build, fixtureBrands, sharedPlainBuild, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'data-only-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const report = (name: string) => join(work, `${name}.json`)
const readReport = (name: string) =>
  JSON.parse(readFileSync(report(name), 'utf8')) as { kind: string; pages: number; pagesRendered: number; pagesReused: number }

describe('a rebuild after a brand data edit', () => {
  it('reuses the bundles and the other brands’ pages, says so, and equals a clean build of the same data byte for byte', () => {
    const cleanOfPlain = sharedPlainBuild()
    // Its colour changed too: the brand's icon, which the build id covers, is another, so the edited build has
    // another build id, and the pages reused from it are stamped again with the rebuild's.
    const edited = fixtureBrands(work, 'edited', (kfc) => {
      kfc.tagline = 'Bundled from other data'
      ;(kfc.theme as { primary: string }).primary = '#b5001f'
    })
    const clean = build(edited, join(work, 'edited-site'), join(work, 'edited-history'), {
      args: ['--clean', '--report', report('clean')],
    })
    expect(clean.status, clean.output).toBe(0)
    expect(clean.output).toContain('clean build')
    const cleanReport = readReport('clean')
    expect(cleanReport).toMatchObject({ kind: 'clean', pagesRendered: cleanReport.pages, pagesReused: 0 })

    const plain = fixtureBrands(work, 'plain')
    // Reformatted, NCR is still the same brand: its pages are reused all the same.
    const ncr = join(plain, 'NCR.json')
    writeFileSync(ncr, JSON.stringify(JSON.parse(readFileSync(ncr, 'utf8')), null, 4))
    const rebuild = build(plain, join(work, 'rebuilt-site'), join(work, 'rebuilt-history'), {
      args: ['--report', report('rebuild')],
    })
    expect(rebuild.status, rebuild.output).toBe(0)
    expect(rebuild.output).toContain('data-only rebuild: bundles reused')
    expect(snapshot(join(work, 'rebuilt-site'))).toEqual(snapshot(cleanOfPlain))
    const idOf = (site: string) => JSON.parse(readFileSync(join(site, 'builds', 'latest.json'), 'utf8')).id
    expect(idOf(join(work, 'edited-site'))).not.toBe(idOf(cleanOfPlain))

    // Only KFC changed: its pages and the directory, which lists every brand, are rendered; NCR's and thumbtack's
    // pages (and /account, thumbtack's) are the clean build's, copied, though NCR's file is written differently.
    const routes = buildRouteTable(loadBrands(plain)).routes
    const rendered = routes.filter((route) => route.brand === 'KFC' || route.path === '/').length
    expect(readReport('rebuild')).toMatchObject({
      kind: 'data-only',
      pagesRendered: rendered,
      pagesReused: routes.length - rendered,
    })
    expect(rebuild.output).toContain(`${rendered} pages rendered and ${routes.length - rendered} reused`)
  })

  it('renders every page again when the bundles change, though the data did not', () => {
    // A VITE_* variable is read into the bundles: another value is another bundle key, as a code change is.
    const run = build(fixtureBrands(work, 'plain-again'), join(work, 'rekeyed-site'), join(work, 'rekeyed-history'), {
      args: ['--report', report('rekeyed')],
      env: { VITE_BUILD_POLL_INTERVAL_MS: '60000' },
    })
    expect(run.status, run.output).toBe(0)
    const rekeyed = readReport('rekeyed')
    expect(rekeyed).toMatchObject({ kind: 'clean', pagesRendered: rekeyed.pages, pagesReused: 0 })
  })
})
