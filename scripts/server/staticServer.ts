// Serves a deployable the way it will be served in production (see server/resolvePath.ts for the two modes), and
// keeps answering whatever arrives: only GET and HEAD are served (anything else is a 405, like a bucket website),
// a malformed request is a 4xx, an unexpected error a 500 — never a crash. Every answer, errors and redirects
// included, carries nosniff and a referrer policy. A rebuild is picked up on the next request (deployableIndex.ts).

import { existsSync, realpathSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Duplex } from 'node:stream'
import { parseBasePath } from '../cli/basePath.ts'
import { asText, asWholeNumber, switchOption, valueOption } from '../cli/options.ts'
import { cacheControl, contentEncoding, contentType, uploadListFor } from '../lib/deployableLayout.ts'
import { followDeployable } from './deployableIndex.ts'
import { acceptsGzip, allowedMethods, HttpError, parseRequestTarget, rawResponse, securityHeaders } from './http.ts'
import { resolvePath, type ServeMode } from './resolvePath.ts'
import { sendFile } from './sendFile.ts'

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

// What `npm run preview` and `npm start` share: the listening flags, and serving a built deployable on them until
// Ctrl+C or SIGTERM.
const asPort = asWholeNumber(0, 65535)

export const listenOptions = {
  // PORT is the default; a bad one is refused like a typed value, saying where it came from.
  port: valueOption(
    '--port',
    '<port>',
    'Port (PORT, else 4173)',
    (raw, flag) => asPort(raw, process.env.PORT === raw ? `${flag} (from PORT)` : flag),
    process.env.PORT ?? '4173',
  ),
  host: valueOption('--host', '<host>', 'Address to listen on', asText, '127.0.0.1'),
  objectStore: switchOption('--object-store', 'Serve like an object store: exact keys only, no canonical redirects'),
}

export function serveDeployable(opts: { dir: string; port: number; host: string; base: string; mode: ServeMode }) {
  if (!existsSync(resolve(opts.dir, '404.html'))) {
    console.error(`No deployable at ${opts.dir}: run \`npm run build\` first.`)
    process.exit(1)
  }
  if (opts.mode === 'object-store' && !uploadListFor(realpathSync(opts.dir), resolve(opts.dir))) {
    console.warn(
      `No upload list beside ${opts.dir}: serving without its extensionless page objects, so a page URL without a ` +
        'trailing slash redirects to the slash form (as a bucket does without them).',
    )
  }
  const server = createStaticServer({ dir: resolve(opts.dir), mode: opts.mode, base: opts.base })
  server.on('error', (error) => {
    console.error(`Cannot serve on ${opts.host}:${opts.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(opts.port, opts.host, () => {
    console.log(`Serving ${opts.dir} (${opts.mode}) at http://${opts.host}:${opts.port}${opts.base}  (Ctrl+C stops)`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
  return server
}
