// The objects a bucket holds beyond the deployable's files: the upload list's extensionless pages (`KFC/shop/cart`,
// a copy of `KFC/shop/cart/index.html`). The object-store preview serves them as the bucket would, so it reads the
// list the deploy uploads from: beside a versioned deployable (`<version>/upload-list.json`), else
// `<dir>.upload-list.json`. Only entries whose source is a file of the index count; a list that cannot be read
// gives none (then slashless page URLs redirect to the slash form, as on a bucket without those objects).
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isVersionsFolder } from '../deployableLayout.ts'

export interface ListedObjects {
  /** Object key → the deployable file it is a copy of. */
  aliases: Map<string, string>
  /** The upload list read, or undefined when none was found or it could not be read. */
  list: string | undefined
}

/** `root` is the deployable's real path, `dir` the path it was served as (maybe a symlink to `root`). */
export function uploadListFor(root: string, dir: string): string | undefined {
  const candidates = [
    ...(basename(root) === 'site' && isVersionsFolder(dirname(dirname(root))) ? [join(dirname(root), 'upload-list.json')] : []),
    `${root}.upload-list.json`,
    `${dir.replace(/\/+$/, '')}.upload-list.json`,
  ]
  return candidates.find((file) => existsSync(file))
}

export function extensionlessObjects(files: ReadonlySet<string>, list: string | undefined): ListedObjects {
  const aliases = new Map<string, string>()
  if (list === undefined) return { aliases, list }
  let entries: unknown
  try {
    entries = JSON.parse(readFileSync(list, 'utf8'))
  } catch (error) {
    console.warn(`Preview: ignoring the upload list ${list}: ${(error as Error).message}`)
    return { aliases, list: undefined }
  }
  if (!Array.isArray(entries)) return { aliases, list: undefined }
  for (const entry of entries as { path?: unknown; source?: unknown }[]) {
    const { path, source } = entry ?? {}
    if (typeof path !== 'string' || typeof source !== 'string' || path === source) continue
    if (files.has(path) || !files.has(source) || !isPlainKey(path)) continue
    aliases.set(path, source)
  }
  return { aliases, list }
}

/** A key that names no dotfile and has no empty or dot segment, like every path the server indexes. */
function isPlainKey(key: string): boolean {
  return key.split('/').every((part) => part !== '' && !part.startsWith('.'))
}
