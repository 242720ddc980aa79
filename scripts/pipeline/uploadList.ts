// The per-file list ops need to upload the deployable to object storage: path, content type, cache policy, the
// encoding the object is stored with (gzip for text: upload the file compressed, with that Content-Encoding), and
// the extensionless page objects a bucket website needs beside the folders.
import { closeSync, openSync, statSync, writeSync } from 'node:fs'
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

/** What the build's summary says of a deployable: its files (not the extensionless copies) and their bytes. */
export interface DeployableTotals {
  files: number
  bytes: number
  htmlFiles: number
  htmlBytes: number
}

export function totalsOf(entries: readonly UploadEntry[]): DeployableTotals {
  const totals: DeployableTotals = { files: 0, bytes: 0, htmlFiles: 0, htmlBytes: 0 }
  for (const entry of entries) {
    if (entry.source !== undefined) continue
    totals.files++
    totals.bytes += entry.bytes
    if (entry.path.endsWith('.html')) {
      totals.htmlFiles++
      totals.htmlBytes += entry.bytes
    }
  }
  return totals
}

/**
 * Writes the upload list, `JSON.stringify(entries, null, 1)` and a newline, to `file` a thousand entries at a time: at 100,000 pages the text is some 100 MB,
 * and made whole it was the largest thing the build process held at its end, when the build's memory peaks.
 */
export function writeUploadList(file: string, entries: readonly UploadEntry[]): void {
  const fd = openSync(file, 'w')
  try {
    if (entries.length === 0) writeSync(fd, '[]\n')
    else {
      writeSync(fd, '[\n')
      for (let start = 0; start < entries.length; start += 1000) {
        const batch = entries
          .slice(start, start + 1000)
          .map((entry) => ` ${JSON.stringify(entry, null, 1).replace(/\n/g, '\n ')}`)
        writeSync(fd, `${start > 0 ? ',\n' : ''}${batch.join(',\n')}`)
      }
      writeSync(fd, '\n]\n')
    }
  } finally {
    closeSync(fd)
  }
}

/**
 * The upload list text `text` (as writeUploadList wrote it) with new sizes for some of its files, and for the
 * extensionless copies of those that are pages, without parsing it: at 100,000 pages the list is some 100 MB, and a
 * rebuild that changed ten files would spend seconds reading it into objects and writing them out again. Each
 * entry begins with its path and has its bytes after it; the files come sorted, then the copies in the same order,
 * so one pass finds them all. Undefined when an entry is not where that order puts it.
 */
export function withSizes(text: string, sizes: ReadonlyMap<string, number>): string | undefined {
  const files = [...sizes.keys()].sort()
  const copies = files.filter((file) => file.endsWith(pageFile)).map((file) => file.slice(0, -pageFile.length))
  const sizeOf = (i: number, list: string[]) => sizes.get(list === copies ? `${copies[i]}${pageFile}` : (files[i] as string))
  const parts: string[] = []
  let at = 0
  for (const list of [files, copies]) {
    for (let i = 0; i < list.length; i++) {
      const entry = text.indexOf(`"path": ${JSON.stringify(list[i])},`, at)
      const bytes = entry < 0 ? -1 : text.indexOf(bytesKey, entry)
      if (bytes < 0) return undefined
      const digits = bytes + bytesKey.length
      let end = digits
      while (text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
      parts.push(text.slice(at, digits), String(sizeOf(i, list)))
      at = end
    }
  }
  parts.push(text.slice(at))
  return parts.join('')
}

const bytesKey = '"bytes": '
