// Checks run before a build writes anything: a build only ever replaces what an earlier build made. --out may be
// missing, an empty folder, an earlier deployable, or a symlink to one (for a shard: an earlier shard folder instead);
// never the project, its git history, the history folder, the staging area, a folder inside a deployable, a shard
// folder a merge reads, or someone's files.
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { isDeployable, isVersionsFolder, uploadListPath, versionsFolder } from '../lib/deployableLayout.ts'
import { ancestors, isSameOrInside, realLocation, realPath } from '../lib/files.ts'
import { isShardFolder, shardManifestFile } from './shardManifest.ts'

export class BuildPathError extends Error {
  override name = 'BuildPathError'
}

export interface BuildPaths {
  /** The project root (where Vike runs and stages its output, in <root>/dist). */
  root: string
  out: string
  history: string
  report?: string | undefined
  /** What --out receives: a deployable (default), or one shard's part of a sharded build (`--shard`). */
  writes?: 'deployable' | 'shard'
  /** Folders the build only reads (the shard folders of `--merge`): --out may not overlap them. */
  inputs?: readonly { flag: string; path: string }[]
}

export function checkBuildPaths(paths: BuildPaths): void {
  const root = realPath(paths.root)
  const out = realLocation(paths.out)
  const history = realPath(paths.history)
  const gits = gitFolders(root).map(realPath)
  const refuse = (flag: string, path: string, why: string): never => {
    throw new BuildPathError(`Refusing ${flag} ${path}: ${why}. Nothing was written.`)
  }
  const shown = (path: string) => relative(root, path) || '.'

  if (isSameOrInside(root, history)) refuse('--history', paths.history, `it is or contains the project root (${root})`)
  for (const git of gits) {
    if (isSameOrInside(history, git) || isSameOrInside(git, history)) {
      refuse('--history', paths.history, `it overlaps git's folder ${git}`)
    }
  }
  if (existsSync(history) && !statSync(history).isDirectory()) refuse('--history', paths.history, 'it is not a folder')

  if (isSameOrInside(root, out)) refuse('--out', paths.out, `it is or contains the project root (${root})`)
  for (const git of gits) {
    if (isSameOrInside(out, git) || isSameOrInside(git, out)) refuse('--out', paths.out, `it overlaps git's folder ${git}`)
  }
  if (isSameOrInside(history, out)) refuse('--out', paths.out, `it is or contains the --history folder (${shown(history)})`)
  if (isSameOrInside(out, history)) refuse('--out', paths.out, `it is inside the --history folder (${shown(history)})`)
  const staging = join(root, 'dist')
  if (isSameOrInside(staging, out)) refuse('--out', paths.out, `it is or contains ${shown(staging)}, where builds are staged`)
  for (const folder of ancestors(out)) {
    if (isDeployable(folder)) refuse('--out', paths.out, `it is inside the deployable ${folder}, which a build replaces whole`)
    if (isVersionsFolder(folder) || /^\.staging-\d+$/.test(basename(folder))) {
      refuse('--out', paths.out, `it is inside ${folder}, a folder builds manage`)
    }
  }
  for (const input of paths.inputs ?? []) {
    const folder = realPath(input.path)
    if (isSameOrInside(out, folder)) refuse('--out', paths.out, `it is inside ${input.flag} ${input.path}, which it reads`)
    if (isSameOrInside(folder, out)) refuse('--out', paths.out, `it contains ${input.flag} ${input.path}, which it reads`)
  }
  const problem = paths.writes === 'shard' ? shardOutProblem(out) : outProblem(out)
  if (problem) refuse('--out', paths.out, problem)
  if (paths.writes !== 'shard') {
    if (existsSync(uploadListPath(out)) && lstatSync(uploadListPath(out)).isDirectory()) {
      refuse('--out', paths.out, `${uploadListPath(out)} (where its upload list goes) is a folder`)
    }
    if (existsSync(versionsFolder(out)) && !statSync(versionsFolder(out)).isDirectory()) {
      refuse('--out', paths.out, `${versionsFolder(out)} (where its versions go) is not a folder`)
    }
  }

  if (paths.report !== undefined) {
    const report = realPath(paths.report)
    for (const folder of [...gits, out, history]) {
      if (isSameOrInside(report, folder)) refuse('--report', paths.report, `it is inside ${folder}`)
    }
    if (existsSync(report) && !isBuildReport(report)) {
      refuse('--report', paths.report, 'it exists and is not an earlier build report')
    }
  }
}

/** Why a shard may not be written to --out: only a new or empty folder or an earlier shard folder is replaced. */
function shardOutProblem(out: string): string | undefined {
  let entry: ReturnType<typeof lstatSync>
  try {
    entry = lstatSync(out)
  } catch {
    return undefined
  }
  if (isDeployable(realPath(out))) return 'it is a deployable; a shard is only a part of one, so it goes to a folder of its own'
  if (!entry.isDirectory()) return 'it exists and is not a folder (a shard goes to a folder of its own)'
  if (readdirSync(out).length === 0 || isShardFolder(out)) return undefined
  return `it is a non-empty folder that is not an earlier shard folder (one has ${shardManifestFile})`
}

/** Why --out (its real location; the path itself may be a symlink) may not be replaced, or undefined when it may. */
function outProblem(out: string): string | undefined {
  let entry: ReturnType<typeof lstatSync>
  try {
    entry = lstatSync(out)
  } catch {
    return undefined
  }
  if (entry.isSymbolicLink()) {
    // Replacing a link deletes nothing, but it should lead to what a build made (or nowhere anymore).
    const target = realPath(out)
    return !existsSync(target) || isDeployable(target)
      ? undefined
      : `it is a symlink to ${target}, which is not an earlier deployable`
  }
  if (!entry.isDirectory()) return 'it exists and is not a folder'
  if (readdirSync(out).length === 0 || isDeployable(out)) return undefined
  return 'it is a non-empty folder that is not an earlier deployable (one has builds/latest.json and 404.html)'
}

function isBuildReport(file: string): boolean {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    return (
      typeof report === 'object' && report !== null && (typeof report.buildId === 'string' || typeof report.shard === 'string')
    )
  } catch {
    return false
  }
}

// The folders holding a project's git history: .git, and for a worktree (where .git is a file) the worktree's git
// folder and the repository's common one. A build must never write into or replace any of them.
function gitFolders(root: string): string[] {
  const dotGit = join(root, '.git')
  const folders = [dotGit]
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return folders
  const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim()
  if (!pointer) return folders
  const gitDir = resolve(root, pointer)
  folders.push(gitDir)
  const common = join(gitDir, 'commondir')
  if (existsSync(common)) folders.push(resolve(gitDir, readFileSync(common, 'utf8').trim()))
  return folders
}
