// One build at a time per project: two builds interleaving their renames could publish a mix of both. A second
// build refuses at once (naming the holder) rather than waiting: whoever started it decides whether to retry, and
// `npm start` never sits silently behind a build it did not start. The lock file holds the builder's pid; a lock
// left by a process that no longer exists (killed with SIGKILL, a crash) is taken over.
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { isProcessAlive } from './processAlive.ts'

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

/** Takes the lock or throws BuildLockedError; returns the function that releases it. */
export function acquireBuildLock(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true })
  for (;;) {
    if (createWithPid(lockFile)) return () => releaseBuildLock(lockFile)
    const holder = lockHolder(lockFile)
    if (holder === undefined) continue
    if (isProcessAlive(holder)) throw new BuildLockedError(holder, lockFile)
    takeOverStaleLock(lockFile, holder)
  }
}

/**
 * Creates the lock already holding our pid: written to a file of our own, then hard-linked into place, which fails
 * when the lock exists. (A lock created empty and then written could be read, mid-way, as garbled by another build.)
 */
function createWithPid(lockFile: string): boolean {
  const mine = `${lockFile}.${process.pid}`
  writeFileSync(mine, `${process.pid}\n`)
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

function releaseBuildLock(lockFile: string): void {
  if (lockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true })
}

/** The pid in the lock file, undefined when it vanished meanwhile; a garbled file counts as a dead holder (0). */
function lockHolder(lockFile: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8'), 10) || 0
  } catch {
    return undefined
  }
}

/**
 * Moves the dead holder's lock out of the way with a rename, which only one of several builds taking over at once
 * can do to that file. If what was moved turns out to be a live build's fresh lock, it is put back.
 */
function takeOverStaleLock(lockFile: string, deadHolder: number): void {
  const moved = `${lockFile}.stale-${process.pid}`
  try {
    renameSync(lockFile, moved)
  } catch {
    return
  }
  const holder = lockHolder(moved)
  if (holder === deadHolder || holder === undefined || !isProcessAlive(holder)) rmSync(moved, { force: true })
  else renameSync(moved, lockFile)
}
