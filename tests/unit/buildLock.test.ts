// One build at a time: a live holder makes a second build refuse, naming it; a dead holder's lock is taken over.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireBuildLock, BuildLockedError } from '../../scripts/lib/buildLock.ts'
import { removeStaleTemporaries } from '../../scripts/lib/staleTemporaries.ts'
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
  it('is taken with our pid and released', () => {
    const lock = join(tempFolder(), 'dist', '.build.lock')
    const release = acquireBuildLock(lock)
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`)
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

  it('takes over the lock of a process that no longer exists', () => {
    const lock = join(tempFolder(), '.build.lock')
    writeFileSync(lock, `${deadPid()}\n`)
    const release = acquireBuildLock(lock)
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`)
    release()
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
  it('removes the staging folders of dead builds and keeps live ones and anything else', () => {
    const dist = tempFolder()
    const dead = `.staging-${deadPid()}`
    const live = `.staging-${process.ppid}`
    for (const name of [dead, live, '.staging-notapid', 'site']) {
      mkdirSync(join(dist, name, 'client'), { recursive: true })
      writeFileSync(join(dist, name, 'client', 'index.html'), 'x')
    }
    expect(removeStaleTemporaries(dist, ['.staging-'])).toEqual([dead])
    expect(existsSync(join(dist, dead))).toBe(false)
    for (const name of [live, '.staging-notapid', 'site']) expect(existsSync(join(dist, name))).toBe(true)
  })
})
