// A rebuild after editing only brand data reuses the bundles of the last clean build, and its deployable is
// byte-identical to a clean build of the same data: the bundles do not depend on brand data. The bundles reused
// here were made from other data (a clean build of edited brands), so a bundle that did depend on it would show.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build, fixtureBrands, sharedPlainBuild, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'data-only-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a rebuild after a brand data edit', () => {
  it('reuses the bundles, says so, and equals a clean build of the same data byte for byte', () => {
    const cleanOfPlain = sharedPlainBuild()
    const edited = fixtureBrands(work, 'edited', (kfc) => {
      kfc.tagline = 'Bundled from other data'
    })
    const clean = build(edited, join(work, 'edited-site'), join(work, 'edited-history'), { args: ['--clean'] })
    expect(clean.status, clean.output).toBe(0)
    expect(clean.output).toContain('clean build')

    const rebuild = build(fixtureBrands(work, 'plain'), join(work, 'rebuilt-site'), join(work, 'rebuilt-history'))
    expect(rebuild.status, rebuild.output).toBe(0)
    expect(rebuild.output).toContain('data-only rebuild: bundles reused')
    expect(snapshot(join(work, 'rebuilt-site'))).toEqual(snapshot(cleanOfPlain))
  })
})
