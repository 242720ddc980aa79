// Sharded prerender: three shards of the fixture brands merge into a deployable byte-identical to the plain build of
// the same sources (the build the build tests share); a merge refuses, naming the problem and changing nothing, an
// incomplete set, a duplicate shard, shards of different splits or sources and a shard changed after it was built.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { assembleShards, checkShardSources, readShardSet, type ShardFolder } from '../../scripts/pipeline/mergeShards.ts'
import type { ShardManifest } from '../../scripts/pipeline/shardManifest.ts'
import { sourceFingerprint } from '../../scripts/pipeline/sources.ts'
import { build, fixtureBrands, sharedPlainBuild, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'shard-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const brands = fixtureBrands(work, 'brands')
const shards = [1, 2, 3].map((index) => join(work, `shard-${index}`))
const merged = join(work, 'merged', 'site')
const merge = (folders: string[], history = join(work, 'history-refused')) =>
  build(brands, merged, history, { args: ['--merge', ...folders] })
const manifest = (folder: string): ShardManifest => JSON.parse(readFileSync(join(folder, 'shard.json'), 'utf8'))

function editManifest(folder: string, edit: (m: ShardManifest) => void): void {
  const m = manifest(folder)
  edit(m)
  writeFileSync(join(folder, 'shard.json'), JSON.stringify(m))
}

/** A copy of shard folder `from` at `<work>/<name>`, with `change` applied to it. */
function copyShard(from: string, name: string, change: (folder: string) => void = () => {}): string {
  const folder = join(work, name)
  cpSync(from, folder, { recursive: true })
  change(folder)
  return folder
}

describe('a build sharded three ways', () => {
  const runs = shards.map((out, i) => build(brands, out, join(work, 'history-shards'), { args: ['--shard', `${i + 1}/3`] }))

  it('prerenders about a third of the pages per shard, each page in one shard, with the same client assets', () => {
    for (const [i, run] of runs.entries()) {
      expect(run.status, run.output).toBe(0)
      expect(run.output).toMatch(new RegExp(`Built shard ${i + 1}/3: \\d+ of \\d+ pages`))
      // A shard is no deployable: no build id, no manifests, no upload list.
      expect(existsSync(join(shards[i] as string, 'part', 'builds'))).toBe(false)
      expect(existsSync(`${shards[i]}.upload-list.json`)).toBe(false)
    }
    const manifests = shards.map(manifest)
    const sizes = manifests.map((m) => m.pages.length)
    const all = manifests.flatMap((m) => m.pages)
    expect(new Set(all).size).toBe(all.length)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
    const assets = (m: ShardManifest) => Object.entries(m.files).filter(([path]) => path.startsWith('assets/'))
    expect(assets(manifests[0] as ShardManifest).length).toBeGreaterThan(0)
    for (const m of manifests.slice(1)) expect(assets(m)).toEqual(assets(manifests[0] as ShardManifest))
  })

  it('merges into a deployable byte-identical to a plain build: every file, the build id and the upload list', () => {
    const plain = sharedPlainBuild()
    const run = merge(shards, join(work, 'history-merged'))
    expect(run.status, run.output).toBe(0)
    expect(run.output).toMatch(/Built \d+ pages .* \(build [0-9a-f]{16}, merged from 3 shards\)/)
    const [a, b] = [snapshot(plain), snapshot(merged)]
    expect([...b.keys()]).toEqual([...a.keys()])
    expect([...b].filter(([file, content]) => a.get(file) !== content).map(([file]) => file)).toEqual([])
    expect(readFileSync(`${merged}.upload-list.json`, 'utf8')).toBe(readFileSync(`${plain}.upload-list.json`, 'utf8'))
  })

  it('refuses an incomplete set, naming the missing shard, exiting 1 and leaving the deployable and history as they were', () => {
    const before = snapshot(merged)
    const run = merge(shards.slice(0, 2))
    expect(run.status, run.output).toBe(1)
    expect(run.output).toContain('Refusing to merge: the shards are not one complete set of 3 (got 1/3, 2/3)')
    expect(run.output).toContain('shard 3/3 is missing')
    expect(run.output).toContain('is unchanged')
    expect(snapshot(merged)).toEqual(before)
    expect(existsSync(join(work, 'history-refused'))).toBe(false)
  })

  // The other refusals come from the same checks, run here in-process on the real shard folders: the command's
  // exit and untouched output are the same for every refusal, and a process start per case would cost seconds.
  describe('the checks a merge runs first', () => {
    let assembled = 0
    const checked = (folders: string[]) => {
      const set = readShardSet(folders)
      checkShardSources(set, (set[0] as ShardFolder).manifest.sources)
      const pages = set.flatMap((s) => s.manifest.pages)
      assembleShards(set, pages, join(work, `assembled-${++assembled}`), () => {})
    }

    it('pass for the complete set', () => {
      expect(() => checked(shards)).not.toThrow()
    })

    it('refuse a shard given twice, naming both folders', () => {
      const again = copyShard(shards[1] as string, 'shard-2-again')
      expect(() => checked([...shards, again])).toThrow(`shard 2/3 is given 2 times: ${shards[1]}, ${again}`)
    })

    it('refuse shards of different splits', () => {
      const folder = copyShard(shards[2] as string, 'shard-3-of-4', (copy) =>
        editManifest(copy, (m) => {
          m.shard.count = 4
        }),
      )
      expect(() => checked([shards[0] as string, shards[1] as string, folder])).toThrow(
        'the folders are shards of different splits (of 3, of 4)',
      )
    })

    it('refuse shards of different sources, naming the file that differs', () => {
      const other = copyShard(shards[2] as string, 'shard-3-other-brands', (folder) =>
        editManifest(folder, (m) => {
          m.sources.files['brand data/KFC.json'] = 'f'.repeat(64)
          m.fingerprint = sourceFingerprint(m.sources)
        }),
      )
      expect(() => checked([shards[0] as string, shards[1] as string, other])).toThrow(
        `shards from different sources:\n  shard 3/3 (${other}) and shard 1/3 (${shards[0]}) differ in: brand data/KFC.json`,
      )
    })

    it('refuse shards built from other files than the checkout merging them, naming the files', () => {
      const set = readShardSet(shards)
      const sources = (set[0] as ShardFolder).manifest.sources
      const checkout = { ...sources, files: { ...sources.files, 'pages/new/+Page.tsx': 'a'.repeat(64) } }
      expect(() => checkShardSources(set, checkout)).toThrow(
        'the shards were built from other sources than this checkout:\n  this checkout and the shards differ in: pages/new/+Page.tsx (only in this checkout)',
      )
    })

    it('refuse a shard whose fingerprint does not match its sources', () => {
      const tampered = copyShard(shards[0] as string, 'shard-1-tampered', (folder) =>
        editManifest(folder, (m) => {
          m.fingerprint = '0'.repeat(64)
        }),
      )
      expect(() => checked([tampered, shards[1] as string, shards[2] as string])).toThrow(
        /shard 1\/3's fingerprint 000000000000… does not match the sources its shard\.json lists/,
      )
    })

    it('refuse a shard folder changed after it was built, naming the file', () => {
      const changed = copyShard(shards[1] as string, 'shard-2-changed', (folder) => {
        const page = Object.keys(manifest(folder).files).find((path) => path.endsWith('/index.html')) as string
        writeFileSync(join(folder, 'part', page), 'edited')
      })
      expect(() => checked([shards[0] as string, changed, shards[2] as string])).toThrow(
        /shard-2-changed\/part\/\S+index\.html: its bytes differ from its shard\.json entry/,
      )
    })

    it('refuse a folder that is no shard, and a shard.json that is damaged, naming the field', () => {
      expect(() => checked([...shards, work])).toThrow(`${work}: not a shard folder (it has no shard.json`)
      const damaged = copyShard(shards[0] as string, 'shard-1-damaged', (folder) =>
        editManifest(folder, (m) => {
          m.sources.settings.timestamp = 'yesterday'
        }),
      )
      expect(() => checked([damaged, shards[1] as string, shards[2] as string])).toThrow(
        `${damaged}/shard.json: sources.settings.timestamp: expected milliseconds since 1970`,
      )
    })
  })
})
