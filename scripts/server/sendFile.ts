// Sends one file of the deployable. Everything the response says (length, ETag, range) comes from the file handle
// that is then streamed, so a rebuild swapping files mid-request can never make the headers disagree with the body,
// and a file that has vanished is reported to the caller instead of crashing the process. A text file may be sent
// gzip-encoded: the bytes the deploy stores for it (lib/deployableLayout.ts: gzipObject), read from the same handle, compressed once
// per version of the file.
import { constants } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { cacheControl, contentType, gzipObject } from '../lib/deployableLayout.ts'
import { byteRange, isNotModified } from './http.ts'

/** Compressed bodies by file and version (size and modification time), for the files last sent. */
const compressed = new Map<string, Buffer>()
const keptCompressed = 500

async function compressedBody(handle: FileHandle, version: string): Promise<Buffer> {
  let body = compressed.get(version)
  if (!body) {
    body = gzipObject(await handle.readFile())
    if (compressed.size >= keptCompressed) compressed.delete(compressed.keys().next().value as string)
    compressed.set(version, body)
  }
  return body
}

/**
 * Answers with the file at `file` (`key` is its path in the deployable, for its type and cache policy), gzip-encoded
 * when `gzip` is set. Resolves to false, having sent nothing, when there is no regular file there (anymore).
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  key: string,
  gzip = false,
): Promise<boolean> {
  let handle: FileHandle
  try {
    // O_NOFOLLOW: a symlink swapped in after indexing is not followed out of the deployable.
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch {
    return false
  }
  let streaming = false
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) return false
    const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`
    // The encoded and the plain response are different representations: each has its own ETag.
    const etag = gzip ? `W/"gz-${version}"` : `W/"${version}"`
    const lastModified = stats.mtime.toUTCString()
    res.setHeader('Cache-Control', cacheControl(key))
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', lastModified)
    res.setHeader('Accept-Ranges', 'bytes')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    if (isNotModified(req.headers, etag, stats.mtime)) {
      res.writeHead(304).end()
      return true
    }
    // Compressed only when bytes are to be sent or counted: a revalidated copy needs none.
    const encoded = gzip ? await compressedBody(handle, `${file}\0${version}`) : undefined
    const size = encoded ? encoded.length : stats.size
    // A range of a changed file would splice two versions together: If-Range must name this exact version.
    // Our ETags are weak, which If-Range never matches, so only the Last-Modified date can.
    const ifRange = req.headers['if-range']
    const range = ifRange === undefined || ifRange === lastModified ? byteRange(req.headers.range, size) : 'whole'
    if (range === 'unsatisfiable') {
      // Not cacheable: the refusal is about this request, not the file.
      res.removeHeader('Content-Encoding')
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0, 'Cache-Control': 'no-store' }).end()
      return true
    }
    const { start, end } = range === 'whole' ? { start: 0, end: size - 1 } : range
    res.writeHead(range === 'whole' ? 200 : 206, {
      'Content-Type': contentType(key),
      'Content-Length': end - start + 1,
      ...(range === 'whole' ? {} : { 'Content-Range': `bytes ${start}-${end}/${size}` }),
    })
    if (req.method === 'HEAD' || size === 0) {
      res.end()
      return true
    }
    // Ranges of an encoded file are ranges of its encoded bytes, as on a bucket.
    if (encoded) {
      res.end(encoded.subarray(start, end + 1))
      return true
    }
    // From here the stream owns (and closes) the handle.
    const body = handle.createReadStream({ start, end })
    streaming = true
    // A visitor leaving mid-file ends the pipeline early; that is not a server error.
    await pipeline(body, res).catch(() => res.destroy())
    return true
  } finally {
    if (!streaming) await handle.close()
  }
}
