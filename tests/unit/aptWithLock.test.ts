// The browser install's apt-get (scripts/lib/aptWithLock.sh, sourced by scripts/ensure-browser.sh) waits for another
// apt or dpkg to release the package lock, with a fake apt-get first on PATH: one that is locked out a number of
// times, one that stays locked out, and one that fails for another reason.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const work = mkdtempSync(join(tmpdir(), 'apt-lock-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const lockedOut =
  'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (unattended-upgr)\nE: Unable to acquire the dpkg frontend lock'

/** Runs `apt_get_waiting <wait> update -qq` with a fake apt-get that fails with `failure` its first `failures` calls. */
function run(name: string, wait: number, failures: number, failure = lockedOut) {
  const bin = join(work, name)
  const calls = join(bin, 'calls')
  mkdirSync(bin)
  writeFileSync(calls, '')
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh\necho "$*" >> "${calls}"\nif [ "$(wc -l < "${calls}")" -le ${failures} ]; then printf '%s\\n' "${failure}" >&2; exit 100; fi\n`,
  )
  chmodSync(join(bin, 'apt-get'), 0o755)
  const result = spawnSync(
    'bash',
    ['-c', `source ${resolve('scripts/lib/aptWithLock.sh')}; apt_get_waiting ${wait} update -qq`],
    {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    },
  )
  return { status: result.status, stderr: result.stderr, calls: readFileSync(calls, 'utf8').trim().split('\n') }
}

describe('apt-get in the browser install', () => {
  it('waits while another apt holds the lock, saying so once, and goes on once it is released', () => {
    const { status, stderr, calls } = run('released', 30, 2)
    expect(status).toBe(0)
    expect(calls).toEqual(Array(3).fill('-o DPkg::Lock::Timeout=30 update -qq'))
    expect(stderr).toBe('browser: waiting up to 30 s for another apt or dpkg to release the package lock…\n')
  })

  it('gives up after the wait with who held the lock and what to do, exiting 1', () => {
    const { status, stderr } = run('held', 1, 1000)
    expect(status).toBe(1)
    expect(stderr).toContain('browser: another apt or dpkg still holds the package lock after 1 s:\n')
    expect(stderr).toContain('It is held by process 4242 (unattended-upgr)')
    expect(stderr).toContain('browser: wait for that process to finish, then run the tests again.')
  })

  it('fails at once, with apt-get’s own message and status, for anything but the lock', () => {
    const { status, stderr, calls } = run('other', 30, 1, 'E: Unable to locate package chromium-headless-shell')
    expect(status).toBe(100)
    expect(calls).toHaveLength(1)
    expect(stderr).toBe('E: Unable to locate package chromium-headless-shell\n')
  })
})
