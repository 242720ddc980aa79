// The build command refuses, before bundling or writing anything, paths it must not replace, a bad --base or
// --indexable origin, and a second build while one runs; and it clears staging folders that dead builds left
// behind. Each run is against a throwaway project (PROJECT_ROOT) with sentinel files, so a refusal that failed
// could only harm that copy.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deadPid } from '../unit/support/deadPid.ts'
import { fakeProject, snapshotTree } from '../unit/support/fakeProject.ts'
import { writeFiles } from '../unit/support/writeFiles.ts'

const projects: string[] = []
afterEach(() => {
  for (const project of projects.splice(0)) rmSync(project, { recursive: true, force: true })
})

function project(): string {
  const root = fakeProject()
  projects.push(root)
  return root
}

function build(root: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', ...args], {
    env: { ...process.env, PROJECT_ROOT: root, CI: 'true', ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('build refusals', () => {
  it.each([
    [['--out', '.'], /Refusing --out \/\S+: it is or contains the project root/],
    [['--out', 'builds'], /Refusing --out \/\S+\/builds: it is or contains the --history folder/],
    [['--out', 'brands'], /Refusing --out \/\S+\/brands: it is a non-empty folder that is not an earlier deployable/],
    [['--out', '.git'], /Refusing --out \/\S+\/\.git: it overlaps git's folder/],
  ])('refuses %j, deleting and writing nothing', (args, message) => {
    const root = project()
    const before = snapshotTree(root)
    const result = build(root, args)
    expect(result.output).toMatch(message)
    expect(result.status).toBe(1)
    expect(snapshotTree(root)).toEqual(before)
  })

  // A bad value on the command line is a usage error (exit 2), found before anything is looked at.
  it.each([
    [['--base', '//evil.example/'], /--base "\/\/evil\.example\/" is not a URL path/],
    [['--base', '/a/../b/'], /--base "\/a\/\.\.\/b\/" is not a URL path/],
    [['--ouT', 'x'], /Unknown flag --ouT \(did you mean --out\?\)/],
    [['--indexable', 'demo.example.com'], /--indexable "demo\.example\.com" is not a site origin: give the scheme and host/],
    [['--indexable', 'https://demo.example.com/shop'], /it must not carry a path \(\/shop\); give the path with --base/],
    [['--indexable'], /--indexable needs a value/],
    [['--shard', '4/3', '--out', 'dist/shard-x'], /--shard "4\/3": I must be 1 to 3/],
  ])('refuses %j as a usage error, deleting and writing nothing', (args, message) => {
    const root = project()
    const before = snapshotTree(root)
    const result = build(root, args)
    expect(result.output).toMatch(message)
    expect(result.output).toContain('Run `npm run build -- --help` for usage.')
    expect(result.status).toBe(2)
    expect(snapshotTree(root)).toEqual(before)
  })

  it('refuses ANALYTICS_ENV=PROD with the shipped placeholder keys, naming the file and ANALYTICS_SOURCES', () => {
    const root = project()
    cpSync('analytics/sources.json', join(root, 'analytics', 'sources.json'))
    for (const prefix of ['NCR', 'thumbtack']) cpSync(`brands/${prefix}.json`, join(root, 'brands', `${prefix}.json`))
    // The brand check reads the web fonts' files from the project's packages.
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
    const before = snapshotTree(root)
    const result = build(root, [], { ANALYTICS_ENV: 'PROD' })
    expect(result.output).toContain(
      'Build failed: analytics/sources.json is marked as placeholder write keys ("placeholder": true)',
    )
    expect(result.output).toContain('name it in ANALYTICS_SOURCES')
    expect(result.output).toContain('Nothing was written to dist/site.')
    expect(result.status).toBe(1)
    // The lock's folder is all that is left.
    expect(snapshotTree(root)).toEqual({ ...before, dist: 'dir' })
  })

  it('refuses while another build holds the lock, naming its pid', () => {
    const root = project()
    mkdirSync(join(root, 'dist'))
    writeFileSync(join(root, 'dist', '.build.lock'), `${process.pid}\n`)
    const result = build(root, [])
    expect(result.output).toContain(`Another build (pid ${process.pid}) is running in this project`)
    expect(result.status).toBe(1)
    expect(readFileSync(join(root, 'dist', '.build.lock'), 'utf8')).toBe(`${process.pid}\n`)
    expect(existsSync(join(root, 'dist', 'site'))).toBe(false)
  })

  it('removes staging folders of dead builds, keeps a live one, and releases its lock when it fails', () => {
    const root = project()
    const dead = join(root, 'dist', `.staging-${deadPid()}`)
    const live = join(root, 'dist', `.staging-${process.pid}`)
    for (const folder of [dead, live]) mkdirSync(join(folder, 'client'), { recursive: true })
    // The fake project has no brand data, so this build stops at its first step, after the clean-up.
    const result = build(root, [])
    expect(result.output).toContain('no brand data files')
    expect(result.output).toContain('Nothing was written to dist/site.')
    expect(result.status).toBe(1)
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(live)).toBe(true)
    expect(existsSync(join(root, 'dist', '.build.lock'))).toBe(false)
  })
})

describe('reports of problems', () => {
  /** A fake project whose KFC has 5,000 products: its ten, then more made by `product` from them. */
  function bigCatalog(product: (base: Record<string, unknown>, i: number) => Record<string, unknown>): string {
    const root = project()
    cpSync('analytics/sources.json', join(root, 'analytics', 'sources.json'))
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
    const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    kfc.products = Array.from({ length: 5000 }, (_, i) => (i < 10 ? kfc.products[i] : product(kfc.products[i % 10], i)))
    writeFileSync(join(root, 'brands', 'KFC.json'), JSON.stringify(kfc))
    // The shared layouts KFC's pages use.
    for (const layout of ['default', 'shop']) writeFiles(root, { [`layouts/${layout}/Layout.tsx`]: '' })
    return root
  }

  it('warn in one short line about 5,000 products on 10 pictures, a rule about looks: check-brands passes, the build goes on', () => {
    const root = bigCatalog((base, i) => ({ ...base, slug: `product-${i}` }))
    const check = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/check-brands.ts'], {
      env: { ...process.env, PROJECT_ROOT: root, CI: 'true' },
      encoding: 'utf8',
    })
    expect(check.stdout, check.stderr).toMatch(/^1 brands in \S+ are valid: \d+ pages\.\n$/)
    const warning = check.stderr.trim()
    expect(warning).toMatch(/^Warning \(looks\): brands\/KFC\.json: products: 10 distinct pictures for 5000 products \(0%\)/)
    expect(warning).toContain('"8-piece-bucket", "product-10", "product-20" and 497 more share one;')
    expect(warning.length).toBeLessThan(600)
    expect(check.status).toBe(0)
    // The build warns the same way and goes on: here to the next check, which refuses the placeholder keys.
    const result = build(root, [], { ANALYTICS_ENV: 'PROD' })
    expect(result.output).toContain('Warning (looks): brands/KFC.json: products: 10 distinct pictures for 5000 products')
    expect(result.output).toContain('Build failed: analytics/sources.json is marked as placeholder write keys')
    expect(result.status).toBe(1)
  })

  it('refuse 5,000 products with one slug, a rule about correctness, naming three and counting the rest', () => {
    const root = bigCatalog((base) => ({ ...base, slug: 'bucket' }))
    // The ten products of the file, then 4,990 named "bucket": 4,989 repeats.
    const result = build(root, [])
    expect(result.output).toContain('brands/KFC.json: products[11].slug: "bucket" is used twice\n')
    expect(result.output).toContain('… and 4,986 more like these')
    expect(result.output).toContain('Nothing was written to dist/site.')
    expect(result.output.length).toBeLessThan(3000)
    expect(result.status).toBe(1)
  })
})
