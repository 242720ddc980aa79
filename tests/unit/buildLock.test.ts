// One build at a time: a live holder makes a second build refuse, naming it; a dead holder's lock is taken over:
// one that has exited, a zombie, or one whose pid now belongs to another process.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireBuildLock, BuildLockedError, removeStaleTemporaries } from '../../scripts/pipeline/lock.ts'
import { processState } from '../../scripts/pipeline/processes.ts'
import { deadPid } from './support/deadPid.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lock-'))
  folders.push(folder)
  return folder
}

describe('build lock', () => {
  it('is taken with our pid and start time, and released', () => {
    const lock = join(tempFolder(), 'dist', '.build.lock')
    const release = acquireBuildLock(lock)
    const own = processState(process.pid)
    expect(own.state).toBe('running')
    const start = own.state === 'running' ? own.start : undefined
    expect(start).toMatch(/^\S+$/)
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} ${start}\n`)
    release()
    expect(existsSync(lock)).toBe(false)
  })

  it('refuses while a live process holds it, naming that pid', () => {
    const lock = join(tempFolder(), '.build.lock')
    // The test runner's parent process is alive for the whole test.
    writeFileSync(lock, `${process.ppid}\n`)
    expect(() => acquireBuildLock(lock)).toThrow(BuildLockedError)
    expect(() => acquireBuildLock(lock)).toThrow(`Another build (pid ${process.ppid}) is running`)
    expect(readFileSync(lock, 'utf8')).toBe(`${process.ppid}\n`)
  })

  it('takes over the lock of a process that no longer exists, saying so', () => {
    const lock = join(tempFolder(), '.build.lock')
    const dead = deadPid()
    writeFileSync(lock, `${dead} 12345\n`)
    const said: string[] = []
    const release = acquireBuildLock(lock, (message) => said.push(message))
    expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    expect(said).toEqual([`Took over the build lock ${lock}: the build that held it (pid ${dead}) has exited.`])
    release()
  })

  it('takes over the lock of a holder whose pid now belongs to another process', () => {
    const lock = join(tempFolder(), '.build.lock')
    // The runner's parent runs, but it started at another time than the lock says: the pid was reused.
    writeFileSync(lock, `${process.ppid} 1\n`)
    const said: string[] = []
    acquireBuildLock(lock, (message) => said.push(message))()
    expect(said).toEqual([
      `Took over the build lock ${lock}: the build that held it (pid ${process.ppid}) has exited; that pid now belongs to another process.`,
    ])
  })

  it('takes over at once the lock of a build that was killed and is a zombie its parent has not reaped', async () => {
    const folder = tempFolder()
    const lock = join(folder, '.build.lock')
    const go = join(folder, 'go')
    // A real build's lock code in a child process that dies (SIGKILL) right after taking the lock, when told to.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { existsSync } from 'node:fs'
         const { acquireBuildLock } = await import('./scripts/pipeline/lock.ts')
         const [lock, go] = process.argv.slice(1)
         process.stdout.write('ready')
         while (!existsSync(go)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
         acquireBuildLock(lock)
         process.kill(process.pid, 'SIGKILL')`,
        lock,
        go,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise((ready) => holder.stdout.once('data', ready))
    const pid = holder.pid as number
    // From here until the lock is taken this test blocks its own event loop: the child is not reaped meanwhile, so
    // it stays a zombie, as a killed build does until npm (or nothing, in some containers) collects it.
    writeFileSync(go, '')
    const deadline = Date.now() + 20_000
    while (processState(pid).state !== 'zombie' && Date.now() < deadline) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
    }
    expect(processState(pid).state).toBe('zombie')
    expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${pid} \\S+\n$`))
    const said: string[] = []
    const release = acquireBuildLock(lock, (message) => said.push(message))
    expect(said).toEqual([
      `Took over the build lock ${lock}: the build that held it (pid ${pid}) has exited (a zombie its parent has not reaped).`,
    ])
    release()
    await new Promise((exited) =>
      holder.exitCode !== null || holder.signalCode !== null ? exited(0) : holder.once('exit', exited),
    )
  })

  it('never releases a lock another build holds', () => {
    const lock = join(tempFolder(), '.build.lock')
    const release = acquireBuildLock(lock)
    writeFileSync(lock, `${process.ppid}\n`)
    release()
    expect(readFileSync(lock, 'utf8')).toBe(`${process.ppid}\n`)
  })
})

describe('stale temporaries', () => {
  it('removes the staging folders and half-done copies of dead builds and keeps live ones and anything else', () => {
    const dist = tempFolder()
    const dead = `.staging-${deadPid()}`
    const live = `.staging-${process.ppid}`
    // What moveFolder leaves when killed while copying across file systems, whatever the target was.
    const copying = `..site.new-${deadPid()}.copying-${deadPid()}`
    for (const name of [dead, live, copying, '.staging-notapid', 'site']) {
      mkdirSync(join(dist, name, 'client'), { recursive: true })
      writeFileSync(join(dist, name, 'client', 'index.html'), 'x')
    }
    expect(removeStaleTemporaries(dist, ['.staging-']).sort()).toEqual([copying, dead].sort())
    expect(existsSync(join(dist, dead))).toBe(false)
    for (const name of [live, '.staging-notapid', 'site']) expect(existsSync(join(dist, name))).toBe(true)
  })

  it('stops the processes a dead build listed that still write into its staging folder, then removes it', async () => {
    const dist = tempFolder()
    const dead = `.staging-${deadPid()}`
    const staging = join(dist, dead)
    // A bundler that outlived its build: it writes (and makes the folders again) until it is stopped.
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs'); const pause = new Int32Array(new SharedArrayBuffer(4))
       for (let i = 0; ; i++) { fs.mkdirSync(process.argv[1], { recursive: true })
         fs.writeFileSync(process.argv[1] + '/page-' + (i % 20) + '.html', 'x'); Atomics.wait(pause, 0, 0, 5) }`,
      join(staging, 'client'),
    ])
    // A process given a listed pid later (another start time) is not the build's: it is left alone.
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    const started = (pid: number | undefined) => {
      const state = processState(pid as number)
      return state.state === 'running' ? state.start : undefined
    }
    await expect.poll(() => existsSync(join(staging, 'client', 'page-0.html')), { timeout: 10_000, interval: 10 }).toBe(true)
    writeFileSync(join(staging, '.processes'), `${writer.pid} ${started(writer.pid)}\n${unrelated.pid} 1\n`)
    try {
      expect(removeStaleTemporaries(dist, ['.staging-'])).toEqual([dead])
      expect(processState(writer.pid as number).state).not.toBe('running')
      expect(existsSync(staging)).toBe(false)
      expect(processState(unrelated.pid as number).state).toBe('running')
    } finally {
      writer.kill('SIGKILL')
      unrelated.kill('SIGKILL')
    }
  })
})
