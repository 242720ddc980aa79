// The per-file list ops need to upload the deployable to object storage: path, content type, cache policy, the
// encoding the object is stored with (gzip for text: upload the file compressed, with that Content-Encoding), and
// the extensionless page objects a bucket website needs beside the folders.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { cacheControl, contentEncoding, contentType } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'

export interface UploadEntry {
  path: string
  /** The file whose bytes this object gets, when it is not the file at `path` (an extensionless page). */
  source?: string
  contentType: string
  cacheControl: string
  /** Set when the object is stored compressed: its bytes are the file's, gzip-compressed (lib/deployableLayout.ts: gzipObject). */
  contentEncoding?: 'gzip'
  /** The file's size (not the compressed object's). */
  bytes: number
}

const pageFile = '/index.html'

export function uploadList(dir: string): UploadEntry[] {
  const files: UploadEntry[] = walkFiles(dir).map((path) => {
    const encoding = contentEncoding(path)
    return {
      path,
      contentType: contentType(path),
      cacheControl: cacheControl(path),
      ...(encoding ? { contentEncoding: encoding } : {}),
      bytes: statSync(join(dir, path)).size,
    }
  })
  return [...files, ...extensionlessPages(files)]
}

/**
 * A bucket website (S3, GCS) answers `/KFC/shop/cart`, where only `KFC/shop/cart/index.html` exists, with a
 * redirect to `/KFC/shop/cart/`: an extra round trip on every full page load, to a URL that is not the canonical
 * one. An object under the slashless key, a copy of the page, makes the canonical URL answer at once. A folder on
 * disk cannot hold both, so these exist only here, and the deploy uploads them from their `source`.
 */
function extensionlessPages(files: readonly UploadEntry[]): UploadEntry[] {
  const taken = new Set(files.map((f) => f.path))
  return files
    .filter((f) => f.path.endsWith(pageFile) && !taken.has(f.path.slice(0, -pageFile.length)))
    .map((f) => ({ ...f, path: f.path.slice(0, -pageFile.length), source: f.path }))
}
