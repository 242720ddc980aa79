// Ending a child process a test started, in bounded time. A teardown that waits on a child without a deadline hangs
// the suite until the hook's own timeout fails a green run; once in a while, on a busy machine, one did, and the
// output could not say on what. Here every wait has a deadline, and one that runs out says so on stderr, naming the
// process and what was left of its group.
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'

/** What `promise` resolves to when it does within `ms`; `otherwise` when it rejects or has not by then. */
export async function within<T, U>(promise: Promise<T>, ms: number, otherwise: U): Promise<T | U> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<U>((resolve) => {
    timer = setTimeout(() => resolve(otherwise), ms)
  })
  try {
    return await Promise.race([promise.catch(() => otherwise), late])
  } finally {
    clearTimeout(timer)
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

/**
 * SIGKILLs `child`'s process group (it must lead one: spawned `detached`), or the child alone when it leads none,
 * waits up to `withinMs` for it to exit, and closes the pipes to it, which a process left in the group could hold
 * open (Node reports a child closed only once they are). Never throws; a child still there is reported on stderr.
 */
export async function killGroup(child: ChildProcess, name: string, withinMs = 5_000): Promise<void> {
  const exited = hasExited(child) ? Promise.resolve() : once(child, 'exit')
  const pid = child.pid
  if (pid !== undefined && !hasExited(child)) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // Not a group leader, or the group is gone already: the child alone.
      child.kill('SIGKILL')
    }
  }
  const gone = await within(
    exited.then(() => true),
    withinMs,
    false,
  )
  if (!gone) slow(`${name} (pid ${pid}) did not exit within ${withinMs} ms of SIGKILL`, pid)
  for (const stream of child.stdio) stream?.destroy()
}

/** Says on stderr that a teardown step overran, with what is left of the process group, for the next reader. */
export function slow(what: string, group?: number): void {
  console.error(`teardown: ${what}${group === undefined ? '' : `\n${groupListing(group)}`}`)
}

function groupListing(group: number): string {
  try {
    const lines = execFileSync('ps', ['-eo', 'pid,pgid,stat,etime,args'], { encoding: 'utf8' }).split('\n')
    const left = lines.slice(1).filter((line) => line.trim().split(/\s+/)[1] === String(group))
    return left.length > 0 ? `left in its group:\n${[lines[0], ...left].join('\n')}` : 'nothing left in its group'
  } catch (error) {
    return `(could not list processes: ${error instanceof Error ? error.message : String(error)})`
  }
}
