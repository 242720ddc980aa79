// Real builds whose processes are killed outright (SIGKILL, as the OOM killer or a CI runner does it): the build
// process alone while its bundler is writing (its children are not in the kill), and one prerender worker alone.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processState } from '../../scripts/pipeline/processes.ts'
import { build, buildLeftovers, fixtureBrands } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'build-killed-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function stat(pid: number): { ppid: number; command: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    return { ppid: Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]), command }
  } catch {
    return undefined
  }
}

/** Every process below `pid` (children, their children…), from /proc, with its command line. */
function descendantsOf(pid: number): { pid: number; command: string }[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      const found = stat(Number(name))
      return found ? [{ pid: Number(name), ...found }] : []
    })
  const below: { pid: number; command: string }[] = []
  const parents = new Set([pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const process of all) {
      if (parents.has(process.ppid) && !parents.has(process.pid)) {
        parents.add(process.pid)
        below.push({ pid: process.pid, command: process.command })
        grew = true
      }
    }
  }
  return below
}

/** The build command, started with progress lines (CI unset) and its output collected. */
function startBuild(brands: string, out: string, history: string, args: string[] = []) {
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--history', history, ...args], {
    env: { ...process.env, NODE_ENV: undefined, BRANDS_DIR: brands, CI: undefined, SOURCE_DATE_EPOCH: '1790000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run = { child, output: '', ended: new Promise<number | null>((done) => child.once('exit', (code) => done(code))) }
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (run.output += chunk))
  return run
}

const running = (pid: number) => processState(pid).state === 'running'

describe('a build killed outright', () => {
  it('while bundling: every process of it stops within 2 s, and the next build leaves no temporary', async () => {
    const brands = fixtureBrands(work, 'brands')
    const out = join(work, 'bundling', 'site')
    const history = join(work, 'history-bundling')
    const killed = startBuild(brands, out, history, ['--clean'])
    const pid = killed.child.pid as number
    // Bundling has started: the bundler runs, seconds of work ahead of it.
    await expect
      .poll(
        () =>
          killed.output.includes('Bundling with Vike') && descendantsOf(pid).some((p) => p.command.includes('bundlerProcess')),
        { timeout: 90_000, interval: 20 },
      )
      .toBe(true)
    const processes = descendantsOf(pid)
    expect(processes.map((p) => p.command).join('\n')).toContain('bundlerProcess.mjs')
    killed.child.kill('SIGKILL')
    expect(await killed.ended).toBe(null)
    // The bundler (and whatever it started) notices its build is gone.
    await expect
      .poll(() => processes.filter((p) => running(p.pid)).map((p) => p.command), { timeout: 2_000, interval: 20 })
      .toEqual([])
    // Left by the killed build, for the next one to remove.
    expect(buildLeftovers()).toContain(`.staging-${pid}`)
    const next = build(brands, out, history)
    expect(next.output).toMatch(/Built \d+ pages/)
    expect(next.status).toBe(0)
    expect(buildLeftovers()).toEqual([])
  })

  it('one prerender worker killed: the build fails naming the worker, the signal, the page and what to try', async () => {
    // 150 more products: a prerender long enough to be caught in the middle.
    const manyPages = fixtureBrands(work, 'many-pages', (kfc) => {
      const [first] = kfc.products as { art: object }[]
      kfc.products = [
        ...(kfc.products as object[]),
        ...Array.from({ length: 150 }, (_, i) => ({ ...first, slug: `bucket-${i}`, name: `Bucket ${i}` })),
      ]
    })
    const run = startBuild(manyPages, join(work, 'worker', 'site'), join(work, 'history-worker'))
    const pid = run.child.pid as number
    // The first quarter of the pages is written: the workers are rendering.
    await expect.poll(() => run.output.includes('prerendered'), { timeout: 90_000, interval: 20 }).toBe(true)
    const worker = descendantsOf(pid).find((p) => p.command.includes('prerenderWorkerStart.mjs'))
    expect(worker).toBeDefined()
    process.kill(worker?.pid as number, 'SIGKILL')
    expect(await run.ended).toBe(1)
    expect(run.output).not.toContain('EPIPE')
    expect(run.output).toMatch(
      /Build failed: prerender worker \d of \d was killed by SIGKILL while rendering \/(KFC|NCR|thumbtack)\S*\. This is usually the system running out of memory\. Give the build more memory, or run fewer workers at once \(one per available CPU: `taskset -c 0 npm run build` runs one\), or split the build over several runners with `--shard I\/N` and `--merge`/,
    )
    expect(buildLeftovers()).toEqual([])
    for (const { pid: left } of descendantsOf(pid)) expect(running(left), `process ${left}`).toBe(false)
  })
})
