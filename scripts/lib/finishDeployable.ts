// Turns the prerendered client folder into the deployable (see README, "What a build produces"): checks that every
// route has its HTML and payload, copies the web fonts the pages name, adds redirect pages and the host files
// (hosting/hostFiles.ts), stamps the content-derived build id, and writes the build manifests.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { webFontFile } from '../../brand/build/webFontFiles.ts'
import type { Payload } from '../../brand/payload.ts'
import type { WebFace } from '../../brand/webFonts.ts'
import { buildIdPlaceholder, payloadScriptId } from '../../renderer/pageModules.ts'
import type { RouteTable } from '../../routing/routeTable.ts'
import { contentBuildId } from './buildId.ts'
import { hostFiles } from './hosting/hostFiles.ts'
import { type BuildMeta, buildMeta } from './manifests.ts'
import { redirectPage } from './redirectPage.ts'
import { walkFiles } from './walkFiles.ts'

export interface FinishOptions {
  table: RouteTable
  timestamp: number
  /** The deploy base ("/" or "/demo/"), for redirect targets. */
  base: string
  /** The origin to be indexed under (--indexable), or undefined: robots.txt disallows crawling. */
  origin?: string | undefined
}

/** Written after the build id, which they name; the host files' cache rules must cover them too. */
const manifestsAfterId = ['builds/latest.json', 'builds/meta/id.json']

const payloadPattern = new RegExp(`<script id="${payloadScriptId}" type="application/json">([\\s\\S]*?)</script>`)

/** The route's folder in the deployable: "/" is the root, "/KFC/shop" is "KFC/shop". */
export function routeDir(path: string): string {
  return path === '/' ? '' : path.slice(1)
}

export function extractPayload(html: string, where: string): unknown {
  const match = payloadPattern.exec(html)
  if (!match?.[1]) throw new Error(`${where}: the page has no inline payload <script id="${payloadScriptId}">`)
  return JSON.parse(match[1])
}

/** Removes what Vike leaves in its client folder that is not for visitors: Vite's manifest, page context files. */
export function removeBuildLeftovers(dir: string): void {
  rmSync(join(dir, '.vite'), { recursive: true, force: true })
  for (const stray of walkFiles(dir).filter((f) => f.endsWith('.pageContext.json'))) rmSync(join(dir, stray))
}

export function finishDeployable(dir: string, { table, timestamp, base, origin }: FinishOptions): BuildMeta {
  removeBuildLeftovers(dir)

  const missing = table.routes
    .flatMap((r) => [join(routeDir(r.path), 'index.html'), join(routeDir(r.path), '_payload.json')])
    .filter((f) => !existsSync(join(dir, f)))
  if (!existsSync(join(dir, '404.html'))) missing.push('404.html')
  if (missing.length > 0) {
    throw new Error(
      `The prerender left ${missing.length} file(s) missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}. ` +
        'Build with `npm run build` (`vike build` and `vite build` bundle only; scripts/build.ts prerenders).',
    )
  }

  // Payloads are on disk already (lib/prerenderPages.ts); the web faces they name are collected here.
  const fonts = new Map<string, WebFace>()
  for (const route of table.routes) {
    const payload = JSON.parse(readFileSync(join(dir, routeDir(route.path), '_payload.json'), 'utf8')) as Payload
    for (const font of payload.brand?.fonts ?? []) fonts.set(font.file, font)
  }
  // The web faces the pages name, copied from their packages under the names the pages use.
  for (const [file, face] of fonts) {
    const found = webFontFile(face)
    if (found?.file !== file) throw new Error(`${file}: no such web font file (${face.family} ${face.weight})`)
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(found.source, join(dir, file))
  }

  for (const { from, to } of table.redirects) {
    const file = join(dir, routeDir(from), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, redirectPage(`${base.replace(/\/$/, '')}${to}`))
  }

  // Before the id: they are part of the deployable's content like any other file.
  for (const [file, content] of hostFiles({ table, base, origin, files: [...walkFiles(dir), ...manifestsAfterId] })) {
    writeFileSync(join(dir, file), content)
  }

  // Read file by file, never all at once: memory stays flat however many pages the site has.
  const paths = walkFiles(dir)
  const id = contentBuildId({ keys: () => paths, get: (file) => readFileSync(join(dir, file)) })
  for (const file of paths) {
    if (!file.endsWith('.html')) continue
    const html = readFileSync(join(dir, file), 'utf8')
    if (html.includes(buildIdPlaceholder)) writeFileSync(join(dir, file), html.replaceAll(buildIdPlaceholder, id))
  }

  const meta = buildMeta(id, timestamp, table)
  mkdirSync(join(dir, 'builds', 'meta'), { recursive: true })
  writeFileSync(join(dir, 'builds', 'meta', `${id}.json`), JSON.stringify(meta))
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp }))
  return meta
}
