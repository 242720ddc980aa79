// Renders pages with Vike's server runtime straight to disk, one page in memory at a time. Vike's own prerender
// keeps every page's context and HTML until the last page is done (its memory grows with the site: 1.3 GB for
// 10,000 pages), so the build turns its auto-run off (renderer/+config.ts) and runs this instead, in worker
// processes (prerender.ts). Each page's HTML is written as <route>/index.html and its inline payload as
// <route>/_payload.json beside it, so the two are equal by construction. The page's stylesheets are inlined
// (stylesheets.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { extractPayload, routeDir } from '../lib/deployableLayout.ts'
import { inlineStylesheets, type StylesheetCache } from './stylesheets.ts'

export interface PrerenderOptions {
  /** The server build Vike wrote (its entry registers the pages with `vike/server`). */
  serverEntry: string
  /** The client folder: the deployable being assembled. */
  clientDir: string
  /** The deploy base ("/" or "/demo/"): Vike's runtime expects it in every URL. */
  base: string
  /** URL paths (below the base) to render, each answered 200. */
  paths: readonly string[]
  /** Also render the site's 404 page to 404.html. */
  notFoundPage: boolean
  /** Called after each page is on disk (progress). */
  onPage?: (path: string) => void
  /** Called once the server build and Vike's runtime are loaded, before the first page renders. */
  onReady?: () => void
}

/** A URL no route matches: rendering it yields the site's 404 page. */
const unmatchedUrl = '/404.html'

export async function prerenderPages(options: PrerenderOptions): Promise<void> {
  const { serverEntry, clientDir, base, paths, notFoundPage, onPage, onReady } = options
  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  onReady?.()
  const stylesheets: StylesheetCache = new Map()

  const render = async (path: string, expected: number): Promise<string> => {
    const url = `${base}${path.slice(1)}`
    const pageContext = await renderPage({ urlOriginal: url })
    const response = pageContext.httpResponse
    if (!response) throw new Error(`${url}: rendering failed (${String(pageContext.errorWhileRendering ?? 'no response')})`)
    if (response.statusCode !== expected) {
      throw new Error(`${url}: rendered with status ${response.statusCode}, expected ${expected}`)
    }
    return inlineStylesheets(response.body, clientDir, base, stylesheets)
  }

  // Written synchronously: a page’s two small files are in the OS’s file cache at once, while the promise API's open,
  // write and close steps cost more than the writes themselves (a tenth of the prerender).
  for (const path of paths) {
    const html = await render(path, 200)
    const dir = join(clientDir, routeDir(path))
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'index.html'), html)
    writeFileSync(join(dir, '_payload.json'), JSON.stringify(extractPayload(html, path)))
    onPage?.(path)
  }
  if (notFoundPage) writeFileSync(join(clientDir, '404.html'), await render(unmatchedUrl, 404))
}

/**
 * Loads the server build and resolves one URL no route matches, which runs every route's matcher: the brands they
 * read are loaded then, as the first page would load them, but before the pages to render are known. Nothing is
 * written.
 */
export async function warmRenderer(serverEntry: string, base: string): Promise<void> {
  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  await renderPage({ urlOriginal: `${base}${unmatchedUrl.slice(1)}` })
}

/** Where Vike writes the server build's entry inside a build's output folder. */
export function serverEntry(outDir: string): string {
  return join(outDir, 'server', 'entry.mjs')
}

/** Where the bundler writes the prerender worker's task (prerenderWorker.ts) compiled, beside the server build, so
 *  that it is kept and reused with it (bundleCache.ts). */
export function prerenderModule(outDir: string): string {
  return join(outDir, 'server', 'prerender', 'prerenderWorker.mjs')
}
