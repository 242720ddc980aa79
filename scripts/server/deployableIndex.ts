// What the server knows about the deployable it serves: its files and the folders with a page. A build replaces
// the deployable by renaming (a folder or a symlink to a versioned folder), so each request first checks a cheap
// fingerprint — the folder's real path, its inode, and builds/latest.json's inode and mtime — and re-reads the
// deployable only when that changed. While a swap is under way (the path briefly missing) the last index is kept.
import { readFileSync, realpathSync, type Stats, statSync } from 'node:fs'
import { join } from 'node:path'
import { uploadListFor } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'

export interface DeployableIndex {
  /** Real path of the folder this index describes; files are served from here. */
  root: string
  /** Every regular file below it (no symlinks, no dotfiles), as relative paths with forward slashes. */
  files: Set<string>
  /** Lower-cased folder → its real casing, for every folder with an index.html ("" is the root). */
  folders: Map<string, string>
  /** Extensionless page objects the upload list declares (`KFC/shop/cart` → `KFC/shop/cart/index.html`). */
  aliases: Map<string, string>
  notFoundPage: Buffer
}

/** `dir` is the path the deployable is served as (`root` may be its real path), to find its upload list. */
export function indexDeployable(root: string, dir = root): DeployableIndex {
  const files = new Set(walkFiles(root).filter((file) => !file.split('/').some((part) => part.startsWith('.'))))
  const folders = new Map<string, string>()
  for (const file of files) {
    if (file !== 'index.html' && !file.endsWith('/index.html')) continue
    const folder = file.slice(0, -'index.html'.length).replace(/\/$/, '')
    folders.set(folder.toLowerCase(), folder)
  }
  let notFoundPage: Buffer
  try {
    notFoundPage = readFileSync(join(root, '404.html'))
  } catch {
    notFoundPage = Buffer.from('Not found\n')
  }
  const aliases = extensionlessObjects(files, uploadListFor(root, dir))
  return { root, files, folders, aliases, notFoundPage }
}

/** Returns a function giving the index of what `dir` holds now, re-indexing after a rebuild. */
export function followDeployable(dir: string): () => DeployableIndex {
  const first = fingerprint(dir)
  if (first === undefined) throw new Error(`No deployable at ${dir}`)
  let seen = first
  let index = indexDeployable(seen.root, dir)
  return () => {
    const now = fingerprint(dir)
    if (now !== undefined && now.key !== seen.key) {
      seen = now
      index = indexDeployable(now.root, dir)
    }
    return index
  }
}

function fingerprint(dir: string): { root: string; key: string } | undefined {
  try {
    const root = realpathSync.native(dir)
    const folder = statSync(root)
    const latest = statOrUndefined(join(root, 'builds', 'latest.json'))
    const stamp = latest ? `${latest.ino}:${latest.mtimeMs}:${latest.size}` : '-'
    return { root, key: `${root}|${folder.dev}:${folder.ino}|${stamp}` }
  } catch {
    return undefined
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

// The objects a bucket holds beyond the deployable's files: the upload list's extensionless pages (`KFC/shop/cart`,
// a copy of `KFC/shop/cart/index.html`). The object-store preview serves them as the bucket would, so it reads the
// list the deploy uploads from (uploadListFor). Only entries whose source is a file of the index count; a list that cannot be read
// gives none (then slashless page URLs redirect to the slash form, as on a bucket without those objects).
/** Object key → the deployable file it is a copy of. */
export function extensionlessObjects(files: ReadonlySet<string>, list: string | undefined): Map<string, string> {
  const aliases = new Map<string, string>()
  if (list === undefined) return aliases
  let entries: unknown
  try {
    entries = JSON.parse(readFileSync(list, 'utf8'))
  } catch (error) {
    console.warn(`Preview: ignoring the upload list ${list}: ${(error as Error).message}`)
    return aliases
  }
  if (!Array.isArray(entries)) return aliases
  for (const entry of entries as { path?: unknown; source?: unknown }[]) {
    const { path, source } = entry ?? {}
    if (typeof path !== 'string' || typeof source !== 'string' || path === source) continue
    if (files.has(path) || !files.has(source) || !isPlainKey(path)) continue
    aliases.set(path, source)
  }
  return aliases
}

/** A key that names no dotfile and has no empty or dot segment, like every path the server indexes. */
function isPlainKey(key: string): boolean {
  return key.split('/').every((part) => part !== '' && !part.startsWith('.'))
}
