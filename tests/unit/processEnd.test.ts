// A teardown's kill ends: the child and its group are SIGKILLed, and Node reports the child closed even while a
// process that left the group still holds the child's output pipe (what a teardown waiting on "close" hung on).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { killGroup, within } from '../support/processEnd.ts'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('killGroup', () => {
  it('kills the group, and the child closes though a process outside the group holds its pipe', async () => {
    // The child ignores SIGTERM, starts one process in its group and one in a session of its own (setsid), both
    // holding its stdout, prints their pids and waits.
    const child = spawn('sh', ['-c', 'trap "" TERM; sleep 60 & setsid sleep 60 & echo "$! $(jobs -p | head -1)"; wait'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const [line] = (await once(child.stdout, 'data')) as [Buffer]
    const [outside, inside] = line.toString().trim().split(' ').map(Number) as [number, number]
    const closed = once(child, 'close').then(() => true)
    try {
      await killGroup(child, 'the test child', 5_000)
      expect(child.signalCode).toBe('SIGKILL')
      expect(await within(closed, 5_000, false)).toBe(true)
      expect(alive(inside)).toBe(false)
      expect(alive(outside)).toBe(true)
    } finally {
      process.kill(outside, 'SIGKILL')
    }
  })

  it('ends at once for a child that has exited', async () => {
    const child = spawn('true', { detached: true, stdio: 'ignore' })
    await once(child, 'exit')
    await killGroup(child, 'the test child', 5_000)
    expect(child.exitCode).toBe(0)
  })
})

describe('within', () => {
  it('gives what the promise resolves to, or the fallback when it rejects or is late', async () => {
    expect(await within(Promise.resolve('done'), 1_000, 'late')).toBe('done')
    expect(await within(Promise.reject(new Error('no')), 1_000, 'late')).toBe('late')
    expect(await within(new Promise(() => {}), 10, 'late')).toBe('late')
  })
})
