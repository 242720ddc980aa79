// The processes of a build: telling whether one still runs, the children a build forks, and a full disk said plainly.

// Whether a process still runs, and which process a pid belongs to. A signal-0 probe is not enough: it counts a
// zombie (exited, not yet reaped by its parent, which may never happen where nothing reaps orphans) as alive, and
// it cannot tell a process from a later one that was given the same pid. So a process is also known by its start
// time: on Linux field 22 of /proc/<pid>/stat (clock ticks since boot), elsewhere what `ps` says.
import { type ChildProcess, fork, spawnSync } from 'node:child_process'
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

// The build's child processes (the bundler, the prerender workers), forked without tsx's loader and tracked so that
// an interrupted or failed build stops them all at once: none may write into a staging folder being removed.
const running = new Set<ChildProcess>()

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
  return child
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
