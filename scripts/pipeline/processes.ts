// The processes of a build: telling whether one still runs, the children a build forks, and a full disk said plainly.

// Whether a process still runs, and which process a pid belongs to. A signal-0 probe is not enough: it counts a
// zombie (exited, not yet reaped by its parent, which may never happen where nothing reaps orphans) as alive, and
// it cannot tell a process from a later one that was given the same pid. So a process is also known by its start
// time: on Linux field 22 of /proc/<pid>/stat (clock ticks since boot), elsewhere what `ps` says.
import { type ChildProcess, fork, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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

// The build's child processes (the bundler, the prerender workers), forked without tsx's loader and tracked so that
// an interrupted or failed build stops them all at once: none may write into a staging folder being removed.
const running = new Set<ChildProcess>()

// Each child is also listed in its build's staging folder ("<pid> <start>" per line), written before the child can
// write anything there: a build killed outright cannot stop its children, and the next build, which removes the dead
// build's staging folder, stops the ones still running first (stopRecordedProcesses), or they would write it again.
const processList = '.processes'
let recordIn: string | undefined

/** Lists every child forked from now on in `folder` (the build's staging folder, made if missing). */
export function recordBuildProcesses(folder: string): void {
  mkdirSync(folder, { recursive: true })
  recordIn = join(folder, processList)
}

/** The build's Node flags without tsx's loader: a child's entry is plain JavaScript and registers tsx itself if needed. */
export function withoutTsxLoader(execArgv: readonly string[]): string[] {
  const flags: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string
    if (['--import', '--require', '-r'].includes(flag) && /(^|[\\/])tsx([\\/]|$)/.test(execArgv[i + 1] ?? '')) i++
    else if (!/^--(import|require)=(.*[\\/])?tsx([\\/]|$)/.test(flag)) flags.push(flag)
  }
  return flags
}

/** Forks `file` (an .mjs entry) with the build's Node flags but tsx's, sharing the build's output, with an IPC channel;
 *  `env` and `nodeFlags` are added to the build's own. */
export function forkBuildProcess(
  file: string,
  args: string[] = [],
  extra: { env?: Record<string, string>; nodeFlags?: string[] } = {},
): ChildProcess {
  const child = fork(file, args, {
    execArgv: [...withoutTsxLoader(process.execArgv), ...(extra.nodeFlags ?? [])],
    env: { ...process.env, ...extra.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (recordIn && child.pid !== undefined) {
    const { pid } = child
    const state = processState(pid)
    appendFileSync(recordIn, `${pid} ${state.state === 'running' ? (state.start ?? '') : ''}\n`)
  }
  return child
}

/**
 * Stops the child processes a dead build listed in its staging `folder` that still run (the same pid and start
 * time: a later process given a listed pid is left alone), and returns once none of them runs, or after `withinMs`.
 * Synchronous: the stale-temporary sweep that calls it runs before the build starts anything.
 */
export function stopRecordedProcesses(folder: string, withinMs = 5000): void {
  let lines: string[]
  try {
    lines = readFileSync(join(folder, processList), 'utf8').split('\n')
  } catch {
    return
  }
  const listed = lines.flatMap((line) => {
    const [pid = '', start = ''] = line.split(' ')
    return /^\d+$/.test(pid) ? [{ pid: Number(pid), start: start || undefined }] : []
  })
  // Only a process known to be the listed one: where the system does not tell start times, a pid may have been
  // given to another process since, and the child stops by itself within a second of its build's death anyway.
  const stillRunning = () =>
    listed.filter(({ pid, start }) => {
      const now = processState(pid)
      return now.state === 'running' && start !== undefined && now.start === start
    })
  for (const { pid } of stillRunning()) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Ended meanwhile, or not ours to stop.
    }
  }
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const deadline = Date.now() + withinMs
  while (stillRunning().length > 0 && Date.now() < deadline) Atomics.wait(pause, 0, 0, 20)
}

/** Stops every child process of the build at once (an interrupted or failed build). */
export function killBuildProcesses(): void {
  for (const child of running) child.kill('SIGKILL')
}

/** Stops every child process of the build and resolves once they have all exited (reaped: no zombie is left),
 *  or after `withinMs` at the latest. */
export async function stopBuildProcesses(withinMs = 5000): Promise<void> {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((exited) => {
        if (child.exitCode !== null || child.signalCode !== null) return exited()
        child.once('exit', () => exited())
      }),
  )
  killBuildProcesses()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<void>((done) => {
    timer = setTimeout(done, withinMs)
  })
  await Promise.race([Promise.all(exits), late])
  clearTimeout(timer)
}

// A write that failed for lack of space (ENOSPC) said plainly, with the file it was writing: the raw error reads
// "ENOSPC: no space left on device, copyfile '…' -> '…'", or arrives from a worker as text only.
/** The message for a write that failed for lack of space, or undefined for any other error. */
export function noSpaceMessage(error: unknown): string | undefined {
  const { code, message = '', path, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string }
  if (code !== 'ENOSPC' && !message.includes('ENOSPC')) return undefined
  const file = dest ?? path ?? [...message.matchAll(/'([^']+)'/g)].at(-1)?.[1]
  return `No space left on the device${file ? ` while writing ${file}` : ''} (ENOSPC): free some space and run it again.`
}
