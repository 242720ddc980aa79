// The finishing stage: the prerendered client folder becomes the deployable, stamped with its content-derived id.

import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { brandFontFiles } from '../../brand/build/webFontFiles.ts'
// The build id is a digest of the deployable's own content, so two builds of the same input are byte-identical and
// any change of content gives a new id (which the client's build watcher compares).
import { boundedItems } from '../../lib/boundedReport.ts'
import { buildIdPlaceholder } from '../../renderer/pageModules.ts'
import type { RouteTable } from '../../routing/routeTable.ts'
import { hostFiles } from '../hosting/hostFiles.ts'
import { redirectPage } from '../hosting/redirectPage.ts'
import { type BuildMeta, buildMeta, routeDir } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'

/** The files by path: a Map, or a reader that loads each file only when it is hashed (a large site's files need
 *  not all be in memory at once). */
export interface ContentFiles {
  keys(): Iterable<string>
  get(path: string): Buffer | string | undefined
}

export function contentBuildId(files: ContentFiles): string {
  const hash = createHash('sha256')
  for (const path of [...files.keys()].sort()) {
    hash.update(path)
    hash.update('\0')
    hash.update(files.get(path) as Buffer | string)
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

export function finishDeployable(dir: string, { table, brands, timestamp, base, origin }: FinishOptions): BuildMeta {
  removeBuildLeftovers(dir)

  const missing = table.routes
    .flatMap((r) => [join(routeDir(r.path), 'index.html'), join(routeDir(r.path), '_payload.json')])
    .filter((f) => !existsSync(join(dir, f)))
  if (!existsSync(join(dir, '404.html'))) missing.push('404.html')
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
