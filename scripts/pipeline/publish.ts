// Publishes a finished deployable at --out without an instant where --out or its upload list is missing or
// half-written. The deployable and its list go into a new versioned folder; the current-version link is replaced by
// renaming a new link over it (one atomic step), and --out is a fixed link through it (see deployableLayout.ts).
// The plain upload list beside --out is made under a temporary name before the switch (a hard link to the version's
// own list: a plain file to every reader, written once), and renamed over the old one right after it. A version that
// could not be completed is removed at once; only versioned folders this publishing made are pruned.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import {
  currentLink,
  keptVersions,
  outLinkTarget,
  uploadListPath,
  versionFolderPattern,
  versionsFolder,
  versionUploadList,
} from '../lib/deployableLayout.ts'
import { linkOrCopy, moveFolder } from '../lib/files.ts'
import { buildRecordFile } from './lastBuild.ts'
import { removeStaleTemporaries } from './lock.ts'

/**
 * Removes what an interrupted publishing left beside --out: temporary links, and version folders it had not
 * finished (no upload list yet) that nothing links to. Call it holding the build lock.
 */
export function removeStalePublishing(out: string): void {
  const temporaries = [out, uploadListPath(out), currentLink(out)].map((path) => `.${basename(path)}.link-`)
  removeStaleTemporaries(dirname(out), [...temporaries, `.${basename(uploadListPath(out))}.write-`])
  const versions = versionsFolder(out)
  const linked = linkedVersion(out)
  // A patch whose journal was written is finished; one cut short before that is dropped, its version untouched.
  for (const name of existsSync(versions) ? readdirSync(versions) : []) {
    const dir = join(versions, name, patchFolder)
    if (!existsSync(dir)) continue
    if (name === linked && existsSync(join(dir, journalFile))) applyPatch(join(versions, name), out)
    else rmSync(dir, { recursive: true, force: true })
  }
  // Every complete version has its upload list, written last (a legacy version, an earlier plain folder, has none).
  for (const name of existsSync(versions) ? readdirSync(versions) : []) {
    const complete = name.endsWith('-legacy') || existsSync(join(versions, name, versionUploadList))
    if (!versionFolderPattern.test(name) || name === linked || complete) continue
    rmSync(join(versions, name), { recursive: true, force: true })
  }
}

export interface Publication {
  /** The finished deployable folder; it is moved, not copied, when on the same file system. */
  deployable: string
  /** The upload list's JSON text, or what writes it to a file. */
  uploadList: string | ((file: string) => void)
  /** The build's record (lastBuild.ts), JSON text, when it has one. */
  record?: string | undefined
  out: string
  buildId: string
}

/** Publishes `deployable` as a new version at `out`; returns the version folder. */
export function publishDeployable({ deployable, uploadList, record, out, buildId }: Publication): string {
  const versions = versionsFolder(out)
  mkdirSync(versions, { recursive: true })
  const previous = linkedVersion(out)
  const version = uniqueVersionName(versions, buildId)
  const folder = join(versions, version)
  const plainList = uploadListPath(out)
  const nextList = join(dirname(plainList), `.${basename(plainList)}.write-${process.pid}`)
  try {
    mkdirSync(folder)
    moveFolder(deployable, join(folder, 'site'))
    if (record !== undefined) writeFileSync(join(folder, buildRecordFile), record)
    if (typeof uploadList === 'string') writeFileSync(join(folder, versionUploadList), uploadList)
    else uploadList(join(folder, versionUploadList))
    // The same file as the version's (the lists are replaced by rename, never written in place; at 100,000 pages a
    // list is some 100 MB).
    linkOrCopy(join(folder, versionUploadList), nextList)
  } catch (error) {
    // Nothing links to it yet; a half-copied version would only hold the space that ran out.
    rmSync(folder, { recursive: true, force: true })
    rmSync(nextList, { force: true })
    throw error
  }

  if (isRealFolder(out)) {
    // A deployable from before versioned folders (or an empty folder): a folder cannot be swapped for a symlink in
    // one rename, so it becomes a version itself first — the one moment, once, without anything at --out.
    const legacy = uniqueVersionName(versions, 'legacy')
    mkdirSync(join(versions, legacy))
    renameSync(out, join(versions, legacy, 'site'))
  }
  replaceWithSymlink(currentLink(out), relative(dirname(out), folder))
  // Set once; from then on only the current-version link changes. (A link of an earlier layout is replaced here.)
  if (!pointsAt(out, outLinkTarget(out))) replaceWithSymlink(out, outLinkTarget(out))
  // Over a plain list, or the link an earlier layout kept there: either way one rename.
  renameSync(nextList, plainList)
  pruneVersions(versions, [version, ...(previous ? [previous] : [])])
  return folder
}

// A rebuild whose deployable differs from the one at --out in a few files, with the same build id, patches that
// version in place rather than publishing a new one (pageReuse.ts): writing and linking a whole new version costs
// one operation per file, some 420,000 at 100,000 pages, for an edit that changes five. The changed files are first
// moved into the version folder's `.patch/` with the new upload list and record, then a journal naming them is
// renamed into place: from that instant the patch is whole and is applied, by this build or, if it dies meanwhile,
// by the next one (removeStalePublishing). Applying it renames each file over the old one (a reader sees the old
// or the new file, never half of one), then the upload lists, then the record, last: the record never names bytes
// the folder does not hold yet. Files never change in place, so hard links to the old ones (an earlier version,
// a deploy reading them) keep their bytes.
const patchFolder = '.patch'
const journalFile = 'journal.json'

export interface Patch {
  /** The version folder linked at `out`, which is patched. */
  folder: string
  out: string
  /** The folder holding the changed files at their paths in the deployable. */
  from: string
  /** The changed files, relative to the deployable; every one is in the version already (same paths, new bytes). */
  files: readonly string[]
  uploadList: string
  record: string
}

export function publishPatch(patch: Patch): void {
  stagePatch(patch)
  applyPatch(patch.folder, patch.out)
}

/** Moves the patch into the version folder and writes its journal; the version itself is not touched yet. */
export function stagePatch({ folder, from, files, uploadList, record }: Patch): void {
  const dir = join(folder, patchFolder)
  rmSync(dir, { recursive: true, force: true })
  try {
    mkdirSync(dir)
    for (const file of files) {
      mkdirSync(dirname(join(dir, 'files', file)), { recursive: true })
      moveFile(join(from, file), join(dir, 'files', file))
    }
    writeFileSync(join(dir, versionUploadList), uploadList)
    writeFileSync(join(dir, buildRecordFile), record)
    writeFileSync(join(dir, `${journalFile}.write`), JSON.stringify({ files }))
    renameSync(join(dir, `${journalFile}.write`), join(dir, journalFile))
  } catch (error) {
    // Nothing of the version was touched yet.
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** Applies the patch whose journal is in `folder`'s `.patch/`; what an earlier attempt applied is not there any more. */
export function applyPatch(folder: string, out: string): void {
  const dir = join(folder, patchFolder)
  const { files } = JSON.parse(readFileSync(join(dir, journalFile), 'utf8')) as { files: string[] }
  for (const file of files) {
    const staged = join(dir, 'files', file)
    if (existsSync(staged)) renameSync(staged, join(folder, 'site', file))
  }
  if (existsSync(join(dir, versionUploadList))) renameSync(join(dir, versionUploadList), join(folder, versionUploadList))
  // The plain list beside --out is a copy of the version's, replaced by a rename as publishing does.
  const plainList = uploadListPath(out)
  const nextList = join(dirname(plainList), `.${basename(plainList)}.write-${process.pid}`)
  rmSync(nextList, { force: true })
  linkOrCopy(join(folder, versionUploadList), nextList)
  renameSync(nextList, plainList)
  if (existsSync(join(dir, buildRecordFile))) renameSync(join(dir, buildRecordFile), join(folder, buildRecordFile))
  rmSync(dir, { recursive: true, force: true })
}

/** A rename, or across file systems a copy under a temporary name renamed into place, then the source removed. */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    copyFileSync(from, `${to}.copying`)
    renameSync(`${to}.copying`, to)
  }
}

/** The version folder linked at `out` now (its full path), or undefined. */
export function linkedVersionFolder(out: string): string | undefined {
  const name = linkedVersion(out)
  return name === undefined ? undefined : join(versionsFolder(out), name)
}

/** The version folder linked now: through the current-version link, else (an earlier layout) --out's own link. */
function linkedVersion(out: string): string | undefined {
  const viaCurrent = linkedFolder(currentLink(out))
  if (viaCurrent !== undefined) return dirname(viaCurrent) === versionsFolder(out) ? basename(viaCurrent) : undefined
  const site = linkedFolder(out)
  return site !== undefined && dirname(dirname(site)) === versionsFolder(out) ? basename(dirname(site)) : undefined
}

function linkedFolder(link: string): string | undefined {
  try {
    return resolve(dirname(link), readlinkSync(link))
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

// The repo-root builds/ folder remembers the manifests of earlier builds, and every new deployable carries them:
// a visitor still running an old build can fetch its meta after a deploy, and so route and reload correctly.
/** Earlier manifests kept at most; the oldest are dropped first. */
const keptBuilds = 100

export function carryEarlierBuilds(historyDir: string, deployable: string): number {
  const from = join(historyDir, 'meta')
  if (!existsSync(from)) return 0
  const to = join(deployable, 'builds', 'meta')
  mkdirSync(to, { recursive: true })
  let carried = 0
  for (const file of readdirSync(from).filter((f) => f.endsWith('.json'))) {
    if (existsSync(join(to, file))) continue
    copyFileSync(join(from, file), join(to, file))
    carried++
  }
  return carried
}

export function rememberBuild(historyDir: string, deployable: string, id: string): void {
  mkdirSync(join(historyDir, 'meta'), { recursive: true })
  copyFileSync(join(deployable, 'builds', 'meta', `${id}.json`), join(historyDir, 'meta', `${id}.json`))
  copyFileSync(join(deployable, 'builds', 'latest.json'), join(historyDir, 'latest.json'))
  const metas = readdirSync(join(historyDir, 'meta'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, t: statSync(join(historyDir, 'meta', f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
  for (const old of metas.slice(keptBuilds)) unlinkSync(join(historyDir, 'meta', old.f))
}
