// Real builds stopped by faults: SIGINT while bundling and SIGTERM while prerendering (the conventional statuses, the
// previous deployable unchanged, no staging folder, lock or child process left, and the next build works), and a
// disk that fills up while staging (ENOSPC injected at the fs layer in the build's processes: the staging folder is in
// the project's dist/, which a test cannot put on a small disk) or while publishing (a real, small tmpfs for --out).
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processState } from '../../scripts/pipeline/processes.ts'
import { build, buildLeftovers, fixtureBrands, sharedPlainBuild, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'build-faults-'))
const mounts: string[] = []
afterAll(() => {
  for (const mount of mounts) spawnSync('umount', [mount])
  rmSync(work, { recursive: true, force: true })
})

const dist = resolve('dist')
const brands = fixtureBrands(work, 'brands')
// 150 more products (each with a picture of its own): a prerender long enough to be caught in the middle.
const manyPages = fixtureBrands(work, 'many-pages', (kfc) => {
  const [first] = kfc.products as { art: object }[]
  const more = Array.from({ length: 150 }, (_, i) => ({
    ...first,
    slug: `bucket-${i}`,
    name: `Bucket ${i}`,
    art: { ...first?.art, label: String(i) },
  }))
  kfc.products = [...(kfc.products as object[]), ...more]
})

/** An earlier deployable at `out`: a plain copy of the run's shared build. */
function previousDeployable(out: string): Map<string, string> {
  cpSync(sharedPlainBuild(), out, { recursive: true, dereference: true })
  return snapshot(out)
}

/** The pids of `pid`'s child processes, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

describe('a build stopped by a signal', () => {
  it.each([
    ['SIGINT', 130, 'while bundling', 'Bundling with Vike', ['--clean'], brands],
    ['SIGTERM', 143, 'while prerendering', 'Prerendering', [], manyPages],
  ] as const)(
    'exits on %s with %i %s, changes and leaves nothing, and the next build works',
    async (signal, status, _, stage, args, brandsDir) => {
      const out = join(work, `signal-${signal}`, 'site')
      mkdirSync(join(out, '..'))
      const before = previousDeployable(out)
      const history = join(work, `history-${signal}`)
      const child = spawn(
        process.execPath,
        ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--history', history, ...args],
        {
          env: { ...process.env, NODE_ENV: undefined, BRANDS_DIR: brandsDir, CI: undefined, SOURCE_DATE_EPOCH: '1790000000' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let output = ''
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
      const ended = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
      // Sent once the build is at that stage with its bundler or prerender workers running.
      let children: number[] = []
      await expect
        .poll(
          () => {
            children = output.includes(stage) ? childrenOf(child.pid as number) : []
            return children.length
          },
          { timeout: 60_000, interval: 50 },
        )
        .toBeGreaterThan(0)
      child.kill(signal)
      expect(await ended).toBe(status)
      expect(output).toContain(`Build interrupted (${signal}). The previous deployable at`)
      expect(output).not.toContain('Build failed')
      expect(snapshot(out)).toEqual(before)
      expect(buildLeftovers()).toEqual([])
      // Stopped and reaped: not even a zombie is left.
      for (const pid of children) expect(processState(pid), `child ${pid}`).toEqual({ state: 'gone' })
      const next = build(brands, out, history)
      expect(next.output).toMatch(/Built \d+ pages/)
      expect(next.status).toBe(0)
    },
    120_000,
  )
})

describe('a full disk', () => {
  it('while staging: the build stops saying so, removes its staging folder, and the next build works', () => {
    const out = join(work, 'full-staging', 'site')
    mkdirSync(join(out, '..'))
    const before = previousDeployable(out)
    const history = join(work, 'history-full-staging')
    const full = build(brands, out, history, {
      env: {
        NODE_OPTIONS: `--import ${resolve('tests/build/support/noSpace.mjs')}`,
        NO_SPACE_UNDER: join(dist, '.staging-'),
        NO_SPACE_AFTER: '30',
      },
    })
    expect(full.output).toMatch(
      /Build failed: No space left on the device while writing \S+\/dist\/\.staging-\d+\/\S+ \(ENOSPC\): free some space and run it again\./,
    )
    expect(full.output).toContain('The previous deployable at')
    expect(full.status).toBe(1)
    expect(snapshot(out)).toEqual(before)
    expect(buildLeftovers()).toEqual([])
    expect(build(brands, out, history).status).toBe(0)
  })

  it('while publishing to a small disk: the build stops saying so, leaves the disk as it was, and the next build works', (context) => {
    const disk = join(work, 'small-disk')
    mkdirSync(disk)
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', disk], { encoding: 'utf8' })
    if (mount.status !== 0) {
      context.skip(`no tmpfs can be mounted here (${mount.stderr.trim()}); the staging test covers ENOSPC`)
    }
    mounts.push(disk)
    const out = join(disk, 'site')
    const before = previousDeployable(out)
    // Fill the disk but for 256 kB: the previous deployable fits, a second copy does not.
    const free = () => {
      const stats = statfsSync(disk)
      return stats.bavail * stats.bsize
    }
    writeFileSync(join(disk, 'filler'), Buffer.alloc(free() - 256 * 1024))
    const freeBefore = free()
    const history = join(work, 'history-full-publishing')
    const full = build(brands, out, history)
    expect(full.output).toMatch(
      new RegExp(`Build failed: No space left on the device while writing ${disk}/\\.site\\.deploys/\\S+ \\(ENOSPC\\)`),
    )
    expect(full.status).toBe(1)
    expect(snapshot(out)).toEqual(before)
    // Nothing half-copied is left to hold the space.
    expect(free()).toBe(freeBefore)
    expect(readdirSync(disk).sort()).toEqual(['.site.deploys', 'filler', 'site'])
    expect(readdirSync(join(disk, '.site.deploys'))).toEqual([])
    expect(buildLeftovers()).toEqual([])
    rmSync(join(disk, 'filler'))
    const next = build(brands, out, history)
    expect(next.status).toBe(0)
    expect(existsSync(join(disk, 'site.upload-list.json'))).toBe(true)
  })
})
