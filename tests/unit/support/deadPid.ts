import { spawnSync } from 'node:child_process'

/** The pid of a process that has already exited (and been reaped), to stand for a build that died. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''])
  if (child.pid === undefined) throw new Error('could not start a process')
  return child.pid
}
