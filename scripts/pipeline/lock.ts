// One build at a time per project: two builds interleaving their renames could publish a mix of both. A second
// build refuses at once (naming the holder) rather than waiting: whoever started it decides whether to retry, and
// `npm start` never sits silently behind a build it did not start. The lock file holds the builder's pid and start
// time ("<pid> <start>"); a holder that has exited, is a zombie, or whose pid now belongs to another process (a
// later start time) is dead, and its lock is taken over at once, saying so.
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isProcessAlive, ownStart, processState, stopRecordedProcesses } from './processes.ts'

export class BuildLockedError extends Error {
  constructor(
    readonly holder: number,
    lockFile: string,
  ) {
    super(
      `Another build (pid ${holder}) is running in this project (lock ${lockFile}). Wait for it to finish and run ` +
        `the build again; if pid ${holder} is not a build, delete ${lockFile}.`,
    )
    this.name = 'BuildLockedError'
  }
}

interface Holder {
  /** 0 for a lock that cannot be read as one. */
  pid: number
  /** Undefined in a lock written before start times were recorded, or where the system does not tell. */
  start: string | undefined
}

/**
 * Takes the lock or throws BuildLockedError; returns the function that releases it. `onTakeOver` hears why a dead
 * holder's lock was taken over.
 */
export function acquireBuildLock(lockFile: string, onTakeOver: (message: string) => void = () => {}): () => void {
  mkdirSync(dirname(lockFile), { recursive: true })
  const me: Holder = { pid: process.pid, start: ownStart() }
  for (;;) {
    if (createHolding(lockFile, me)) return () => releaseBuildLock(lockFile, me)
    const holder = lockHolder(lockFile)
    if (holder === undefined) continue
    const death = whyDead(holder)
    if (death === undefined) throw new BuildLockedError(holder.pid, lockFile)
    if (takeOverStaleLock(lockFile, holder)) onTakeOver(`Took over the build lock ${lockFile}: ${death}.`)
  }
}

/** Why the lock's holder can no longer be building, or undefined while it may be. */
function whyDead(holder: Holder): string | undefined {
  if (holder.pid === 0) return 'it did not name a process'
  const now = processState(holder.pid)
  if (now.state === 'gone') return `the build that held it (pid ${holder.pid}) has exited`
  if (now.state === 'zombie') return `the build that held it (pid ${holder.pid}) has exited (a zombie its parent has not reaped)`
  if (holder.start !== undefined && now.start !== undefined && now.start !== holder.start) {
    return `the build that held it (pid ${holder.pid}) has exited; that pid now belongs to another process`
  }
  return undefined
}

/**
 * Creates the lock already holding our pid: written to a file of our own, then hard-linked into place, which fails
 * when the lock exists. (A lock created empty and then written could be read, mid-way, as garbled by another build.)
 */
function createHolding(lockFile: string, me: Holder): boolean {
  const mine = `${lockFile}.${me.pid}`
  writeFileSync(mine, `${me.pid}${me.start === undefined ? '' : ` ${me.start}`}\n`)
  try {
    linkSync(mine, lockFile)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  } finally {
    rmSync(mine, { force: true })
  }
}

function releaseBuildLock(lockFile: string, me: Holder): void {
  if (sameHolder(lockHolder(lockFile), me)) rmSync(lockFile, { force: true })
}

/** The lock's holder, undefined when the lock vanished meanwhile; a garbled file names pid 0 (a dead holder). */
function lockHolder(lockFile: string): Holder | undefined {
  let text: string
  try {
    text = readFileSync(lockFile, 'utf8')
  } catch {
    return undefined
  }
  const [pid, start] = text.trim().split(/\s+/)
  return { pid: Number.parseInt(pid ?? '', 10) || 0, start }
}

function sameHolder(a: Holder | undefined, b: Holder): boolean {
  return a !== undefined && a.pid === b.pid && a.start === b.start
}

/**
 * Moves the dead holder's lock out of the way with a rename, which only one of several builds taking over at once
 * can do to that file. If what was moved turns out to be a live build's fresh lock, it is put back. True when the
 * dead holder's lock was removed.
 */
function takeOverStaleLock(lockFile: string, dead: Holder): boolean {
  const moved = `${lockFile}.stale-${process.pid}`
  try {
    renameSync(lockFile, moved)
  } catch {
    return false
  }
  const holder = lockHolder(moved)
  if (holder === undefined || sameHolder(holder, dead) || whyDead(holder) !== undefined) {
    rmSync(moved, { force: true })
    return holder !== undefined
  }
  renameSync(moved, lockFile)
  return false
}

// Builds name their temporary folders and links after their pid ("<prefix><pid>"). One whose process no longer
// exists (interrupted with SIGKILL, a crash) is removed by the next build; a live build's are left alone. A folder
// half-copied across file systems (moveFolder: "<anything>.copying-<pid>") is one too, whatever it was copied for.
// A dead build's children may outlive it by a moment and still be writing into its staging folder: the ones it listed
// there are stopped first, then the folder is removed (the other way round, a child would write it again).
/** Removes `<dir>/<prefix><pid>` and `<dir>/….copying-<pid>` entries of dead processes; returns the names removed. */
export function removeStaleTemporaries(dir: string, prefixes: string[]): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  const removed: string[] = []
  for (const name of names) {
    const prefix = prefixes.find((candidate) => name.startsWith(candidate))
    const pid = prefix === undefined ? /\.copying-(\d+)$/.exec(name)?.[1] : name.slice(prefix.length)
    if (pid === undefined) continue
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid || isProcessAlive(Number(pid))) continue
    stopRecordedProcesses(join(dir, name))
    rmSync(join(dir, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}
