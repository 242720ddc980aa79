// Serves a deployable the way it will be served in production. sirv does the file serving (types, ETags,
// ranges); this decides which file a URL means:
// - "production": case-insensitive and trailing-slash tolerant; a non-canonical URL gets a 301 to the canonical one.
// - "object-store": like S3/GCS website hosting: exact keys, <dir>/index.html, nothing else.
// Both answer a miss with 404.html and status 404, and set cache headers from the same policy as the upload list.
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { cacheControl, contentType } from './cachePolicy.ts'
import { walkFiles } from './walkFiles.ts'

export type ServeMode = 'production' | 'object-store'

export interface StaticServerOptions {
  dir: string
  mode: ServeMode
  /** URL path the deployable is mounted at, "/" or "/demo/". */
  base: string
}

export function createStaticServer({ dir, mode, base }: StaticServerOptions): Server {
  const files = new Set(walkFiles(dir))
  const canonicalDirs = new Map<string, string>()
  for (const file of files) {
    if (!file.endsWith('index.html')) continue
    const folder = file === 'index.html' ? '' : file.slice(0, -'/index.html'.length)
    canonicalDirs.set(folder.toLowerCase(), folder)
  }
  const notFoundPage = readFileSync(join(dir, '404.html'))
  const serveFile = sirv(dir, {
    dev: false,
    etag: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname.slice(1)))
      res.setHeader('Content-Type', contentType(pathname))
    },
  })

  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': contentType('404.html'), 'Cache-Control': cacheControl('404.html') })
    res.end(notFoundPage)
  }

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return notFound(res)
    }
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return notFound(res)
    const key = pathname.slice(base.length).replace(/^\/+/, '')
    const send = (file: string) => {
      req.url = `/${file.split('/').map(encodeURIComponent).join('/')}`
      serveFile(req, res, () => notFound(res))
    }

    if (key !== '' && files.has(key)) return send(key)
    const folder = key.replace(/\/+$/, '')
    if (mode === 'object-store') {
      return files.has(join(folder, 'index.html')) && folder === key.replace(/\/$/, '')
        ? send(join(folder, 'index.html'))
        : notFound(res)
    }
    const canonical = canonicalDirs.get(folder.toLowerCase())
    if (canonical === undefined) return notFound(res)
    if (canonical !== folder || (key.endsWith('/') && folder !== '')) {
      res.writeHead(301, { Location: `${base}${canonical}${url.search}`, 'Cache-Control': 'public, max-age=3600' })
      return res.end()
    }
    return send(canonical === '' ? 'index.html' : `${canonical}/index.html`)
  })
}
