// The finishing stage: the prerendered client folder becomes the deployable, stamped with its content-derived id.

import { createHash } from 'node:crypto'
import {
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { brandFontFiles } from '../../brand/build/webFontFiles.ts'
import { boundedItems } from '../../lib/boundedReport.ts'
import { buildIdPlaceholder } from '../../renderer/pageModules.ts'
import type { RouteTable } from '../../routing/routeTable.ts'
import { hostFiles } from '../hosting/hostFiles.ts'
import { redirectPage } from '../hosting/redirectPage.ts'
import { type BuildMeta, buildMeta, routeDir } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'
import { contentDigest } from '../lib/productFiles.ts'

/** The files by path: a Map, or a reader that loads each file only when it is hashed (a large site's files need
 *  not all be in memory at once). */
export interface ContentFiles {
  keys(): Iterable<string>
  get(path: string): Buffer | string | undefined
}

// The build id names what an open tab pairs with: the client code and styles (assets/**), the route table, the
// search index's word files (whose product numbers pair with the item files), fonts, icons and host files. It is a
// digest of those files and of the route table, so two builds of the same input are byte-identical and a code, route
// or word change gives a new id, which the client's build watcher compares (renderer/client/buildWatcher.ts). The
// pages' data is left out (isPageData): each page's HTML and payload, the 404 and redirect pages, the product files
// and the search items, all served must-revalidate (deployableLayout.ts cacheControl), so an open tab fetches
// their new bytes anyway. So an edit of one price keeps the id: the other pages' stamped HTML stays byte for byte
// what it was, and the deploy uploads only the objects that show the price.

/** Whether the file at `path` (relative to the deployable) is page data, which the build id does not cover. */
export function isPageData(path: string): boolean {
  return (
    /(^|\/)(index\.html|_payload\.json)$/.test(path) ||
    path === '404.html' ||
    /^[^/]+\/_products\/[^/]+\.json$/.test(path) ||
    /^[^/]+\/_search\/items\/[^/]+\.json$/.test(path)
  )
}

/** The id of these files: a digest of each one's path and the digest of its bytes (`known` gives the digests of
 *  files whose bytes a build already hashed, its catalog files: they are not read again). */
export function contentBuildId(files: ContentFiles, known: Readonly<Record<string, string>> = {}): string {
  const hash = createHash('sha256')
  for (const path of [...files.keys()].sort()) {
    hash.update(path)
    hash.update('\0')
    hash.update(Object.hasOwn(known, path) ? (known[path] as string) : contentDigest(files.get(path) as Buffer | string))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

// Turns the prerendered client folder into the deployable (see docs/build-output.md): checks that every
// route has its HTML and payload, copies the brands' web fonts, adds redirect pages and the host files
// (hosting/hostFiles.ts), stamps the content-derived build id, and writes the build manifests.
export interface FinishOptions {
  table: RouteTable
  /** The brands the pages were rendered from: their web fonts are copied. */
  brands: readonly Brand[]
  timestamp: number
  /** The deploy base ("/" or "/demo/"), for redirect targets. */
  base: string
  /** The origin to be indexed under (--indexable), or undefined: robots.txt disallows crawling. */
  origin?: string | undefined
  /** The HTML files carrying the id placeholder (the pages just rendered); undefined: every HTML file is read. */
  unstamped?: readonly string[] | undefined
  /** The digests (productFiles.ts contentDigest) of the catalog files this build wrote or took, by path. */
  known?: Readonly<Record<string, string>> | undefined
  /** Files of the deployable taken from an earlier build's (pageReuse.ts), not in `dir`: its pages and catalog files. */
  kept?: { site: string; files: readonly string[] } | undefined
  /** The build history (builds/ at the repo root): a meta file it holds for this id is kept as it is. */
  history?: string | undefined
}

/** Written after the build id, which they name; the host files' cache rules must cover them too. */
const manifestsAfterId = ['builds/latest.json', 'builds/meta/id.json']

/** Removes what Vite leaves in the client folder that is not for visitors: its manifest. */
export function removeBuildLeftovers(dir: string): void {
  rmSync(join(dir, '.vite'), { recursive: true, force: true })
}

/**
 * The brands as finishing reads them (names, themes, fonts, pages), without their catalogs: the workers read the
 * brands themselves, so the build lets the catalogs go while they render instead of holding a third copy of every
 * product (100 of the build process's 170 MB at 100,000 pages).
 */
export function withoutCatalogs(brands: readonly Brand[]): Brand[] {
  return brands.map((brand) => ({ ...brand, products: [], landingPages: [], resorts: [] }))
}

export function finishDeployable(dir: string, options: FinishOptions): BuildMeta {
  const { table, brands, timestamp, base, origin } = options
  removeBuildLeftovers(dir)

  // Every page the workers were to render has its files (taken pages had theirs when their build finished).
  const kept = new Set(options.kept?.files)
  const has = (file: string) => kept.has(file) || existsSync(join(dir, file))
  const missing: string[] = []
  for (const { path } of table.routes) {
    const folder = routeDir(path)
    for (const file of ['index.html', '_payload.json'])
      if (!has(folder ? `${folder}/${file}` : file)) missing.push(`${folder}/${file}`)
  }
  if (!has('404.html')) missing.push('404.html')
  if (missing.length > 0) {
    throw new Error(
      `The prerender left ${missing.length} file(s) missing: ${boundedItems(missing, 5)}. ` +
        'Build with `npm run build` (`vike build` and `vite build` bundle only; scripts/build.ts prerenders).',
    )
  }

  // The web faces the brands' pages load, copied from their packages under the names the pages use.
  for (const font of brands.flatMap(brandFontFiles)) {
    mkdirSync(dirname(join(dir, font.file)), { recursive: true })
    copyFileSync(font.source, join(dir, font.file))
  }

  for (const { from, to } of table.redirects) {
    const file = join(dir, routeDir(from), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, redirectPage(`${base.replace(/\/$/, '')}${to}`))
  }

  // Before the id: they are part of the deployable's content like any other file.
  const walked = walkFiles(dir)
  const files = [...[...walked, ...kept].sort(), ...manifestsAfterId]
  const hosting: string[] = []
  for (const [file, content] of hostFiles({ table, base, origin, files })) {
    writeFileSync(join(dir, file), content)
    hosting.push(file)
  }

  // Read file by file, never all at once; the pages' data is not read at all, so the id costs the same however many
  // pages the site has. The folder is the one walked above with the host files added: not walked again (it holds two
  // files a page).
  const paths = [...new Set([...walked, ...hosting])]
  const paired = [...paths, ...kept].filter((file) => !isPageData(file))
  const { id: _id, timestamp: _timestamp, ...routes } = buildMeta('', timestamp, table)
  const routeTable = 'builds/meta (route table)'
  const read = (file: string) => readFileSync(kept.has(file) ? join(options.kept?.site as string, file) : join(dir, file))
  const id = contentBuildId(
    { keys: () => [...paired, routeTable], get: (file) => (file === routeTable ? JSON.stringify(routes) : read(file)) },
    options.known,
  )
  stampPages(dir, id, options.unstamped ?? paths.filter((file) => file.endsWith('.html')), buildIdPlaceholder)

  // A build's meta is immutable (cached so): when an earlier build of the history had this id, its file is kept as
  // it was, its timestamp the first build's; latest.json names this build.
  const meta = buildMeta(id, timestamp, table)
  const metaFile = join('builds', 'meta', `${id}.json`)
  const earlier = options.history === undefined ? undefined : join(options.history, 'meta', `${id}.json`)
  mkdirSync(join(dir, 'builds', 'meta'), { recursive: true })
  if (earlier !== undefined && existsSync(earlier)) copyFileSync(earlier, join(dir, metaFile))
  else writeFileSync(join(dir, metaFile), JSON.stringify(meta))
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp }))
  return meta
}

/**
 * Writes the build id into the pages' `<html data-build-id>` where it holds `from` (the placeholder, or an earlier
 * build's id). A page this build wrote is rewritten in place from the id on; a reused page is a hard link into the last
 * build's deployable (pageReuse.ts), which must keep its bytes, so a new file replaces it. In place, because making a
 * file is what costs here: on this machine's disk a new file took 0.2 to 0.6 ms of system time, a rewrite a tenth.
 */
export function stampPages(dir: string, id: string, files: readonly string[], from: string): void {
  // Bytes, not strings: at 100,000 pages the strings, promoted to the old generation by the collections that came
  // while a page was in hand, piled up some 450 MB of garbage, the build process's peak.
  const was = Buffer.from(`data-build-id="${from}"`)
  const stamp = Buffer.from(`data-build-id="${id}"`)
  for (const file of files) {
    const path = join(dir, file)
    const html = readFileSync(path)
    const at = html.indexOf(was)
    if (at < 0) continue
    let fd = openSync(path, 'r+')
    try {
      if (fstatSync(fd).nlink > 1) {
        closeSync(fd)
        unlinkSync(path)
        fd = openSync(path, 'w')
        writeSync(fd, html, 0, at)
      }
      writeSync(fd, stamp, 0, stamp.length, at)
      writeSync(fd, html, at + was.length, html.length - at - was.length, at + stamp.length)
      ftruncateSync(fd, html.length - was.length + stamp.length)
    } finally {
      closeSync(fd)
    }
  }
}
