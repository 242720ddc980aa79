// The objects a bucket holds beyond the deployable's files: the upload list's extensionless pages (`KFC/shop/cart`,
// a copy of `KFC/shop/cart/index.html`). The object-store preview serves them as the bucket would, so it reads the
// list the deploy uploads from: beside a versioned deployable (`<version>/upload-list.json`), else
// `<dir>.upload-list.json`. Only entries whose source is a file of the index count; a list that cannot be read
// gives none (then slashless page URLs redirect to the slash form, as on a bucket without those objects).
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isVersionsFolder } from '../deployableLayout.ts'

/** `root` is the deployable's real path, `dir` the path it was served as (maybe a symlink to `root`). */
export function uploadListFor(root: string, dir: string): string | undefined {
  const candidates = [
    ...(basename(root) === 'site' && isVersionsFolder(dirname(dirname(root))) ? [join(dirname(root), 'upload-list.json')] : []),
    `${root}.upload-list.json`,
    `${dir.replace(/\/+$/, '')}.upload-list.json`,
  ]
  return candidates.find((file) => existsSync(file))
}

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
