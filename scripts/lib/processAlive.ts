// Whether a process still runs, and which process a pid belongs to. A signal-0 probe is not enough: it counts a
// zombie (exited, not yet reaped by its parent, which may never happen where nothing reaps orphans) as alive, and
// it cannot tell a process from a later one that was given the same pid. So a process is also known by its start
// time: on Linux field 22 of /proc/<pid>/stat (clock ticks since boot), elsewhere what `ps` says.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export type ProcessState =
  | { state: 'gone' }
  /** Exited, waiting for its parent to collect its status: it will never do anything again. */
  | { state: 'zombie' }
  /** `start` tells this process from a later one with the same pid; undefined where the system does not say. */
  | { state: 'running'; start: string | undefined }

const hasProcFs = existsSync('/proc/self/stat')

export function processState(pid: number): ProcessState {
  if (!Number.isInteger(pid) || pid <= 0) return { state: 'gone' }
  if (hasProcFs) return procState(pid)
  if (process.platform !== 'win32') return psState(pid)
  return signalProbe(pid) ? { state: 'running', start: undefined } : { state: 'gone' }
}

/** Whether a process with this id runs (a zombie does not). */
export function isProcessAlive(pid: number): boolean {
  return processState(pid).state === 'running'
}

/** This process's start time, as processState reports it, for a lock to record. */
export function ownStart(): string | undefined {
  const own = processState(process.pid)
  return own.state === 'running' ? own.start : undefined
}

function procState(pid: number): ProcessState {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return { state: 'gone' }
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields are counted after the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const state = fields[0]
  if (state === 'Z' || state === 'X' || state === 'x') return { state: 'zombie' }
  return { state: 'running', start: fields[19] }
}

function psState(pid: number): ProcessState {
  const ps = spawnSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' })
  if (ps.error) return signalProbe(pid) ? { state: 'running', start: undefined } : { state: 'gone' }
  const line = ps.stdout.trim()
  if (ps.status !== 0 || line === '') return { state: 'gone' }
  const [state = '', ...start] = line.split(/\s+/)
  return state.startsWith('Z') ? { state: 'zombie' } : { state: 'running', start: start.join('_') || undefined }
}

/** Signal 0 checks without sending anything; EPERM means the process exists. */
function signalProbe(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
