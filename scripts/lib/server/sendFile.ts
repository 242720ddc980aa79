// Sends one file of the deployable. Everything the response says (length, ETag, range) comes from the file handle
// that is then streamed, so a rebuild swapping files mid-request can never make the headers disagree with the body,
// and a file that has vanished is reported to the caller instead of crashing the process.
import { constants } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { cacheControl, contentType } from '../cachePolicy.ts'
import { byteRange } from './byteRange.ts'
import { isNotModified } from './freshness.ts'

/**
 * Answers with the file at `file` (`key` is its path in the deployable, for its type and cache policy).
 * Resolves to false, having sent nothing, when there is no regular file there (anymore).
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, key: string): Promise<boolean> {
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
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
    const lastModified = stats.mtime.toUTCString()
    res.setHeader('Cache-Control', cacheControl(key))
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', lastModified)
    res.setHeader('Accept-Ranges', 'bytes')
    if (isNotModified(req.headers, etag, stats.mtime)) {
      res.writeHead(304).end()
      return true
    }
    // A range of a changed file would splice two versions together: If-Range must name this exact version.
    // Our ETags are weak, which If-Range never matches, so only the Last-Modified date can.
    const ifRange = req.headers['if-range']
    const range = ifRange === undefined || ifRange === lastModified ? byteRange(req.headers.range, stats.size) : 'whole'
    if (range === 'unsatisfiable') {
      // Not cacheable: the refusal is about this request, not the file.
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0, 'Cache-Control': 'no-store' }).end()
      return true
    }
    const { start, end } = range === 'whole' ? { start: 0, end: stats.size - 1 } : range
    res.writeHead(range === 'whole' ? 200 : 206, {
      'Content-Type': contentType(key),
      'Content-Length': end - start + 1,
      ...(range === 'whole' ? {} : { 'Content-Range': `bytes ${start}-${end}/${stats.size}` }),
    })
    if (req.method === 'HEAD' || stats.size === 0) {
      res.end()
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
