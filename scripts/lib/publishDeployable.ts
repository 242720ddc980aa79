// Publishes a finished deployable at --out without an instant where --out is missing or half-written, and with its
// upload list always describing the deployable it sits beside. The deployable and its list go into a new versioned
// folder; --out is a symlink, replaced by renaming a new symlink over it (one atomic step), and the upload-list
// path is a symlink resolved through --out (see deployableLayout.ts), so both change in that same step. Only
// versioned folders this publishing made are pruned.
import { lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { keptVersions, uploadListLinkTarget, uploadListPath, versionFolderPattern, versionsFolder } from './deployableLayout.ts'
import { moveFolder } from './moveFolder.ts'
import { removeStaleTemporaries } from './staleTemporaries.ts'

/** Removes the temporary links an interrupted publishing left beside --out (a half-made version is pruned later). */
export function removeStalePublishing(out: string): void {
  removeStaleTemporaries(dirname(out), [`.${basename(out)}.link-`, `.${basename(uploadListPath(out))}.link-`])
}

export interface Publication {
  /** The finished deployable folder; it is moved, not copied, when on the same file system. */
  deployable: string
  /** The upload list's JSON text. */
  uploadList: string
  out: string
  buildId: string
}

export function publishDeployable({ deployable, uploadList, out, buildId }: Publication): void {
  const versions = versionsFolder(out)
  mkdirSync(versions, { recursive: true })
  const previous = linkedVersion(out)
  const version = uniqueVersionName(versions, buildId)
  mkdirSync(join(versions, version))
  moveFolder(deployable, join(versions, version, 'site'))
  writeFileSync(join(versions, version, 'upload-list.json'), uploadList)

  if (isRealFolder(out)) {
    // A deployable from before versioned folders (or an empty folder): a folder cannot be swapped for a symlink in
    // one rename, so it becomes a version itself first — the one moment, once, without anything at --out.
    const legacy = uniqueVersionName(versions, 'legacy')
    mkdirSync(join(versions, legacy))
    renameSync(out, join(versions, legacy, 'site'))
  }
  replaceWithSymlink(out, relative(dirname(out), join(versions, version, 'site')))
  if (!pointsAt(uploadListPath(out), uploadListLinkTarget(out))) {
    replaceWithSymlink(uploadListPath(out), uploadListLinkTarget(out))
  }
  pruneVersions(versions, [version, ...(previous ? [previous] : [])])
}

/** The version folder name --out links to now, if it is a link into its versions folder. */
function linkedVersion(out: string): string | undefined {
  try {
    const target = resolve(dirname(out), readlinkSync(out))
    return dirname(dirname(target)) === versionsFolder(out) ? basename(dirname(target)) : undefined
  } catch {
    return undefined
  }
}

function uniqueVersionName(versions: string, suffix: string): string {
  const taken = new Set(readdirSync(versions))
  for (let time = Date.now(); ; time++) if (!taken.has(`${time}-${suffix}`)) return `${time}-${suffix}`
}

function isRealFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory()
  } catch {
    return false
  }
}

function pointsAt(link: string, target: string): boolean {
  try {
    return readlinkSync(link) === target
  } catch {
    return false
  }
}

/** Creates the new symlink under a temporary name, then renames it over `path`: readers see the old or the new. */
function replaceWithSymlink(path: string, target: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.link-${process.pid}`)
  rmSync(temporary, { force: true })
  symlinkSync(target, temporary)
  renameSync(temporary, path)
}

function pruneVersions(versions: string, keep: string[]): void {
  const ours = readdirSync(versions)
    .filter((name) => versionFolderPattern.test(name) && !keep.includes(name))
    .sort()
    .reverse()
  for (const name of ours.slice(Math.max(0, keptVersions - keep.length))) {
    rmSync(join(versions, name), { recursive: true, force: true })
  }
}
