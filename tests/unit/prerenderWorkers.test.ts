import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { getPriority, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startPrerenderWorkers, workerHeapMb } from '../../scripts/pipeline/prerender.ts'
import { processState, withoutTsxLoader } from '../../scripts/pipeline/processes.ts'
import { pageInProgress, workerDeathMessage } from '../../scripts/pipeline/workerDeath.ts'

/** The prerender workers this process has started, from /proc. */
function ownWorkers(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === process.pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('prerenderWorkerStart')
      } catch {
        return false
      }
    })
    .map(Number)
}

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
    const workers = startPrerenderWorkers(1, { pages: 1 })
    const missing = join(tmpdir(), `no-server-build-${process.pid}`)
    const task = { serverEntry: join(missing, 'entry.mjs'), workerModule: join(missing, 'prerender', 'prerenderWorker.mjs') }
    await expect(
      workers.render({ ...task, clientDir: tmpdir(), base: '/', paths: ['/KFC'], notFoundPage: true }),
    ).rejects.toThrow(/no-server-build/)
  })
})

describe('a prerender worker told the server build is written', () => {
  it('loads it, its page entries and its task’s code at once, before its pages, and once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-preload-'))
    try {
      const loads = join(dir, 'loads.txt')
      const serverEntry = join(dir, 'entry.mjs')
      const workerModule = join(dir, 'task.mjs')
      const logLoad = (name: string) =>
        `import { appendFileSync } from 'node:fs'\nappendFileSync(${JSON.stringify(loads)}, '${name}\\n')\n`
      writeFileSync(serverEntry, logLoad('entry'))
      mkdirSync(join(dir, 'entries'))
      writeFileSync(join(dir, 'entries', 'pages_home.mjs'), logLoad('page'))
      writeFileSync(
        workerModule,
        `${logLoad('task')}export async function runTask() {\n  await new Promise((done) => process.send({ done: true, peakRssMb: 1, startSeconds: 0 }, done))\n}\n`,
      )
      const workers = startPrerenderWorkers(1, { pages: 1 })
      workers.preload({ serverEntry, workerModule })
      const loaded = () => (existsSync(loads) ? readFileSync(loads, 'utf8').split('\n').filter(Boolean) : [])
      await expect.poll(loaded, { timeout: 10_000 }).toEqual(['entry', 'task', 'page'])
      await workers.render({ serverEntry, workerModule, clientDir: dir, base: '/', paths: [], notFoundPage: false })
      expect(loaded()).toEqual(['entry', 'task', 'page'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** The niceness of each of a process's threads (Linux keeps one per thread), from /proc. */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

/** Whether this process may raise a priority it lowered (root, or a raised RLIMIT_NICE), tried on a child of its own. */
async function mayRaisePriority(): Promise<boolean> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' })
  try {
    setPriority(child.pid as number, Math.min(19, getPriority() + 10))
    setPriority(child.pid as number, getPriority())
    return true
  } catch {
    return false
  } finally {
    child.kill('SIGKILL')
    await once(child, 'exit')
  }
}

describe('prerender workers started in the background (a clean build starts them while the bundler works)', () => {
  // Relative to this process's own niceness, as the build's: a suite run under `nice` runs its workers lower still.
  const own = getPriority()
  const background = Math.min(19, own + 10)

  it('run every thread 10 lower than the build until told the server build is written, then at its priority where allowed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-background-'))
    try {
      const workers = startPrerenderWorkers(1, { pages: 1 }, { background: true })
      const [pid] = ownWorkers()
      expect(pid).toBeDefined()
      expect(new Set(threadNiceness(pid as number))).toEqual(new Set([background]))
      const serverEntry = join(dir, 'entry.mjs')
      const workerModule = join(dir, 'task.mjs')
      writeFileSync(serverEntry, '')
      writeFileSync(
        workerModule,
        'export async function runTask() {\n  await new Promise((done) => process.send({ done: true, peakRssMb: 1, startSeconds: 0 }, done))\n}\n',
      )
      workers.preload({ serverEntry, workerModule })
      const expected = (await mayRaisePriority()) ? own : background
      expect(new Set(threadNiceness(pid as number))).toEqual(new Set([expected]))
      await workers.render({ serverEntry, workerModule, clientDir: dir, base: '/', paths: [], notFoundPage: false })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('start at the build’s own priority otherwise', async () => {
    const workers = startPrerenderWorkers(1, { pages: 1 })
    const [pid] = ownWorkers()
    expect(new Set(threadNiceness(pid as number))).toEqual(new Set([own]))
    workers.dismiss()
    // Gone before a later test counts this process's workers.
    await expect.poll(ownWorkers, { timeout: 10_000 }).toEqual([])
  })
})

describe('a prerender worker started without NODE_ENV', () => {
  it('loads React’s production build, as the server build’s entry would have it, though it loads React first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-react-'))
    const nodeEnv = process.env.NODE_ENV
    try {
      const report = join(dir, 'react.json')
      const workerModule = join(dir, 'task.mjs')
      // What a page render finds: NODE_ENV, and which of React's builds Node has run (Node reads both to list exports).
      writeFileSync(
        workerModule,
        `import { writeFileSync } from 'node:fs'\nimport { createRequire } from 'node:module'\nexport async function runTask() {\n  const cache = createRequire(import.meta.url).cache\n  const builds = Object.keys(cache).filter((file) => /react\\.(production|development)/.test(file) && cache[file].loaded).map((file) => file.split('/').pop())\n  writeFileSync(${JSON.stringify(report)}, JSON.stringify({ nodeEnv: process.env.NODE_ENV, builds }))\n  await new Promise((done) => process.send({ done: true, peakRssMb: 1, startSeconds: 0 }, done))\n}\n`,
      )
      writeFileSync(join(dir, 'entry.mjs'), '')
      // The workers inherit the build's environment, which a command line leaves without NODE_ENV (Vitest sets it).
      delete process.env.NODE_ENV
      const workers = startPrerenderWorkers(1, { pages: 1 })
      process.env.NODE_ENV = nodeEnv
      const task = { serverEntry: join(dir, 'entry.mjs'), workerModule }
      await workers.render({ ...task, clientDir: dir, base: '/', paths: [], notFoundPage: false })
      const found = JSON.parse(readFileSync(report, 'utf8'))
      expect(found.nodeEnv).toBe('production')
      expect(found.builds).toContain('react.production.js')
      expect(found.builds).not.toContain('react.development.js')
    } finally {
      process.env.NODE_ENV = nodeEnv
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a prerender worker that dies', () => {
  it('killed before it was given its pages: the build names it and the signal, and says what to try', async () => {
    const workers = startPrerenderWorkers(1, { pages: 1 })
    const [pid] = ownWorkers()
    expect(pid).toBeDefined()
    process.kill(pid as number, 'SIGKILL')
    await expect.poll(() => processState(pid as number).state, { timeout: 5000, interval: 10 }).not.toBe('running')
    const task = { serverEntry: '/nowhere/entry.mjs', workerModule: '/nowhere/prerenderWorker.mjs' }
    const rendering = workers.render({ ...task, clientDir: tmpdir(), base: '/', paths: ['/KFC'], notFoundPage: false })
    await expect(rendering).rejects.toThrow(
      /^prerender worker 1 of 1 was killed by SIGKILL\. This is usually the system running out of memory\./,
    )
  })

  it('is said to have been on the first of its pages whose payload is not written, or on the 404 page after them', () => {
    const client = mkdtempSync(join(tmpdir(), 'worker-death-'))
    try {
      const paths = ['/KFC', '/KFC/shop', '/NCR']
      mkdirSync(join(client, 'KFC'), { recursive: true })
      writeFileSync(join(client, 'KFC', '_payload.json'), '{}')
      expect(pageInProgress(paths, 0, client, true)).toBe('/KFC/shop')
      // Its HTML is written first: without the payload the page is not done.
      mkdirSync(join(client, 'KFC', 'shop'))
      writeFileSync(join(client, 'KFC', 'shop', 'index.html'), '<html></html>')
      expect(pageInProgress(paths, 1, client, true)).toBe('/KFC/shop')
      for (const dir of ['KFC/shop', 'NCR']) {
        mkdirSync(join(client, dir), { recursive: true })
        writeFileSync(join(client, dir, '_payload.json'), '{}')
      }
      expect(pageInProgress(paths, 1, client, true)).toBe('/404.html (the site’s 404 page)')
      expect(pageInProgress(paths, 3, client, false)).toBeUndefined()
    } finally {
      rmSync(client, { recursive: true, force: true })
    }
  })

  it('of another cause than memory is told without the memory advice', () => {
    expect(workerDeathMessage({ worker: 2, workers: 3, signal: null, exitCode: 7, page: '/KFC/shop' })).toBe(
      'prerender worker 2 of 3 stopped with exit code 7 while rendering /KFC/shop.',
    )
  })
})

describe('a prerender worker’s heap bound', () => {
  it('is 320 MB up to two catalogs of 50,000 products, and grows with the pages beyond, not with a catalog', () => {
    expect(workerHeapMb({ pages: 217 })).toBe(320)
    expect(workerHeapMb({ pages: 104_368 })).toBe(320)
    // A million pages: the brands and route table alone (about 1.1 KB a page) need more than 320 MB.
    expect(workerHeapMb({ pages: 1_000_000 })).toBe(1341)
  })
})
