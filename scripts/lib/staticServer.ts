// Serves a deployable the way it will be served in production (see server/resolvePath.ts for the two modes), and
// keeps answering whatever arrives: only GET and HEAD are served (anything else is a 405, like a bucket website),
// a malformed request is a 4xx, an unexpected error a 500 — never a crash. Every answer, errors and redirects
// included, carries nosniff and a referrer policy. A rebuild is picked up on the next request (deployableIndex.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { parseBasePath } from './basePath.ts'
import { cacheControl, contentEncoding, contentType } from './cachePolicy.ts'
import { acceptsGzip } from './server/acceptsGzip.ts'
import { followDeployable } from './server/deployableIndex.ts'
import { HttpError } from './server/httpError.ts'
import { parseRequestTarget } from './server/requestTarget.ts'
import { resolvePath, type ServeMode } from './server/resolvePath.ts'
import { allowedMethods, rawResponse, securityHeaders } from './server/responseHeaders.ts'
import { sendFile } from './server/sendFile.ts'

export type { ServeMode }

export interface StaticServerOptions {
  /** The deployable folder, or a symlink to it (followed again on every request). */
  dir: string
  mode: ServeMode
  /** URL path the deployable is mounted at, "/" or "/demo/". */
  base: string
}

export function createStaticServer({ dir, mode, base }: StaticServerOptions): Server {
  const mountedAt = parseBasePath(base)
  const deployable = followDeployable(dir)

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, `method ${req.method} not allowed`)
    }
    // HTTP/1.1 requires a Host; checked here rather than by Node so the answer carries our headers.
    if (req.httpVersion === '1.1' && !req.headers.host) throw new HttpError(400, 'no Host header')
    const { path, query } = parseRequestTarget(req.url ?? '')
    const index = deployable()
    const resolution = resolvePath(index, mode, mountedAt, path, query)
    if ('redirect' in resolution) {
      // A canonical-URL 301 may be cached for a while; a bucket's folder 302 carries no caching headers.
      const caching = resolution.status === 301 ? { 'Cache-Control': 'public, max-age=3600' } : {}
      res.writeHead(resolution.status, { Location: resolution.redirect, ...caching }).end()
      return
    }
    if ('file' in resolution) {
      // Text goes gzip-encoded: always from an object store (the deploy stores it so), on request otherwise.
      const encodable = contentEncoding(resolution.file) === 'gzip'
      if (encodable && mode === 'production') res.setHeader('Vary', 'Accept-Encoding')
      const gzip = encodable && (mode === 'object-store' || acceptsGzip(req.headers['accept-encoding']))
      if (await sendFile(req, res, `${index.root}/${resolution.file}`, resolution.file, gzip)) return
      res.removeHeader('Vary')
    }
    res.writeHead(404, {
      'Content-Type': contentType('404.html'),
      'Cache-Control': cacheControl('404.html'),
      'Content-Length': index.notFoundPage.length,
    })
    res.end(index.notFoundPage)
  }

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
    answer(req, res).catch((error: unknown) => answerError(res, error))
  })
  server.on('clientError', answerUnparsable)
  // CONNECT (a proxy tunnel) and unknown Expect values bypass the request handler; they get the same answers.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => socket.end(rawResponse(405, { Allow: allowedMethods })))
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(417, { ...securityHeaders, 'Content-Length': 0 }).end()
  })
  return server
}

function answerError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const status = error instanceof HttpError ? error.status : 500
  if (status === 500) console.error('Error answering a request:', error)
  const body = Buffer.from(status === 500 ? 'Internal server error\n' : `${(error as Error).message}\n`)
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    ...(status === 405 ? { Allow: allowedMethods } : {}),
  })
  res.end(body)
}

/** Node's parser rejected the request (bad request line, oversized headers, …): answer like Node would, with our headers. */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex) {
  // Only on a connection that has not started another response; otherwise the bytes would corrupt it.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  socket.end(rawResponse(status))
}
