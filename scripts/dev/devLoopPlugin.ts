// `npm run dev` behaves like the built site: the dev server answers what a build writes beside the pages
// (<route>/_payload.json, builds/latest.json, builds/meta/<id>.json, icons/, assets/fonts/), so client navigation,
// the route rules and prefetch run as in production; and an edit to brand data or to the analytics source table
// (added, changed or removed files) is read again and reloads the open pages, without a restart.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { dirname, relative } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { siteSourceTable } from '../../analytics/build/siteSources.ts'
import { sourceTablePath } from '../../analytics/build/sourceTable.ts'
import { bumpDataVersion } from '../../brand/build/dataVersion.ts'
import { brandsDir, projectRoot } from '../../brand/build/loadBrands.ts'
import { extractPayload, routeDir } from '../lib/deployableLayout.ts'
import { type DevData, devData, devFile } from './devData.ts'

const payloadFile = '_payload.json'
/** The events of one save arrive within a few milliseconds of each other. */
const settleMs = 50

export function devLoopPlugin(): Plugin {
  return {
    name: 'dev-loop',
    apply: 'serve',
    configureServer(server) {
      let changedAt = Date.now()
      const data = () => devData(() => changedAt)
      watchDataFiles(server, {
        changed() {
          changedAt = Date.now()
        },
        settled() {
          // Said at once, not only by the next page: what is wrong and where, as `npm run check-brands` says it.
          try {
            data()
            siteSourceTable()
          } catch (error) {
            server.config.logger.error((error as Error).message, { timestamp: true })
          }
        },
      })
      server.middlewares.use((req, res, next) => {
        answer(req, res, server.config.base, data).then((answered) => answered || next(), next)
      })
    },
  }
}

/**
 * Watches the brand files and the source table (added, changed or removed). Each event bumps the data version, so the
 * next request reads the files again; once a save's events are over (editors often write in several steps: truncate,
 * write, rename), `settled` runs and the open pages reload, once.
 */
function watchDataFiles(server: ViteDevServer, on: { changed(): void; settled(): void }) {
  const brands = brandsDir()
  const sources = sourceTablePath()
  // Either may lie outside the project (BRANDS_DIR, ANALYTICS_SOURCES), where Vite does not watch on its own.
  server.watcher.add([brands, sources])
  let timer: ReturnType<typeof setTimeout> | undefined
  const events = new Map<string, string>()
  server.watcher.on('all', (event, file) => {
    if (!['add', 'change', 'unlink'].includes(event)) return
    if (file !== sources && !(dirname(file) === brands && file.endsWith('.json'))) return
    bumpDataVersion()
    on.changed()
    events.set(file, event)
    clearTimeout(timer)
    timer = setTimeout(() => {
      for (const [changed, event] of events) {
        const shown = relative(projectRoot(), changed)
        const name = shown.startsWith('..') ? changed : shown
        server.config.logger.info(`${name} ${event === 'unlink' ? 'removed' : 'changed'}: reloading pages`, { timestamp: true })
      }
      events.clear()
      on.settled()
      server.environments.client.hot.send({ type: 'full-reload', path: '*' })
    }, settleMs)
  })
}

/** Answers a request for a generated file; false when the request is not for one (the next middleware takes it). */
async function answer(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  base: string,
  data: () => DevData,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = new URL(req.originalUrl ?? req.url ?? '/', 'http://dev').pathname
  if (!pathname.startsWith(base)) return false
  const path = pathname.slice(base.length)
  const isPayload = path === payloadFile || path.endsWith(`/${payloadFile}`)
  // The build's manifests, icons and fonts, and a brand's product, lookup and search index files (<prefix>/_products/, <prefix>/_search/, …).
  if (!isPayload && !/^(?:(?:builds|icons|assets\/fonts)\/|[^/]+\/_(?:products|foodfinder|barcodes|search)\/)/.test(path))
    return false
  let current: DevData
  try {
    current = data()
  } catch (error) {
    send(req, res, 500, 'text/plain; charset=utf-8', (error as Error).message)
    return true
  }
  if (!isPayload) {
    const file = devFile(path, current)
    if (!file) return false
    send(req, res, 200, file.type, file.body)
    return true
  }
  // Payloads exist for the pages of the route table, at their canonical path only, as in the deployable.
  const route = current.table.routes.find((r) => `${routeDir(r.path)}${r.path === '/' ? '' : '/'}${payloadFile}` === path)
  if (!route) {
    send(req, res, 404, 'text/plain; charset=utf-8', `No page has its payload at ${pathname}`)
    return true
  }
  const result = await renderPayload(route.path, `${base}${routeDir(route.path)}`, req.headers)
  if (result.status === 200) send(req, res, 200, 'application/json; charset=utf-8', JSON.stringify(result.payload))
  else send(req, res, result.status, 'text/plain; charset=utf-8', result.message)
  return true
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) })
  res.end(req.method === 'HEAD' ? undefined : body)
}

// A page's payload in the dev server: the page rendered by Vike exactly as the prerender renders it, and the payload
// taken from its HTML by the function the build writes <route>/_payload.json with, so the two cannot differ.
export type PayloadAnswer = { status: 200; payload: unknown } | { status: 404 | 500; message: string }

/** `path` is a page of the route table in its casing ("/KFC/shop"); `url` is where the page is served (base included). */
async function renderPayload(path: string, url: string, headers: IncomingHttpHeaders): Promise<PayloadAnswer> {
  // Imported here, not at the top: the plugin is loaded by builds too, which have no server to render with.
  const { renderPage } = await import('vike/server')
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url, headersOriginal: headers })
  if (httpResponse?.statusCode !== 200) {
    const reason = errorWhileRendering instanceof Error ? errorWhileRendering.message : `status ${httpResponse?.statusCode}`
    return { status: httpResponse?.statusCode === 404 ? 404 : 500, message: `${path}: the page did not render (${reason})` }
  }
  return { status: 200, payload: extractPayload(await httpResponse.getBody(), path) }
}
