// The bench's reference build: a minimal Vike + vike-react site (the template in vikeReference/) with as many pages
// as the product's build, written to a folder of its own and built by Vike itself (vikeReferenceBuild.ts), so the
// product's clean build can be set against what Vike's own build of that many pages takes on the same machine.
import { cpSync, mkdirSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walkFiles } from '../lib/files.ts'

const template = fileURLToPath(new URL('./vikeReference/', import.meta.url))
const projectModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))

/** The template's files that are Vike's "+" files in the site. Named without the "+" here: the product's own build
 *  crawls the checkout for "+" files and would take these for pages of its own. */
const plusFiles = ['pages/config.ts', 'pages/item/Page.tsx', 'pages/item/route.ts', 'pages/item/onBeforePrerenderStart.ts']

/** Writes the reference site with `pages` pages into the empty folder `dir`. Its packages are the project's own
 *  (node_modules linked): the same vike, vike-react, React and Vite, and nothing to download. */
export function writeVikeReference(dir: string, pages: number): void {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`the reference site needs a page count, not ${pages}`)
  mkdirSync(dir, { recursive: true })
  cpSync(template, dir, { recursive: true })
  for (const file of plusFiles) renameSync(join(dir, file), join(dir, dirname(file), `+${basename(file)}`))
  writeFileSync(join(dir, 'pages/item/pageCount.ts'), `export const pageCount = ${pages}\n`)
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'vike-reference', private: true, type: 'module' })}\n`)
  symlinkSync(projectModules, join(dir, 'node_modules'), 'dir')
}

/** The prerendered pages of a built reference site; throws unless there are exactly `pages`, one per item URL. */
export function checkVikeReferenceOutput(dir: string, pages: number): number {
  const client = join(dir, 'dist', 'client')
  const html = walkFiles(client).filter((file) => file.endsWith('.html'))
  const items = new Set(readdirSafe(join(client, 'items')))
  const missing = Array.from({ length: pages }, (_, i) => String(i + 1)).filter((id) => !items.has(id))
  if (html.length !== pages || missing.length > 0) {
    throw new Error(
      `Vike's reference build wrote ${html.length} HTML files in ${client} where ${pages} pages were asked for` +
        (missing.length > 0 ? ` (no /items/${missing.slice(0, 3).join(', /items/')}${missing.length > 3 ? ', …' : ''})` : ''),
    )
  }
  return html.length
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
