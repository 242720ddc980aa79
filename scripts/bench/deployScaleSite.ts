// A deployable of any number of objects for measuring the deploy at scale without building it: a real build's
// deployable with its partners' folders copied under new names (`KFC` → `KFC-c2`, …) until the upload list holds
// about `objects` entries. Each copy is the real pages and payloads with the partner's URL paths renamed in them, so
// its pages link to and fetch the copy's own payloads, load the build's shared scripts, styles, icons and meta, and
// have their extensionless page objects: the same references, upload levels and list a build of that many pages
// writes. The upload list is written as a build writes it (scripts/pipeline/stages.ts). A copy's text keeps only
// what the deploy reads of it, the URL paths it names (and a page's build id and refresh), so 300,000 objects take
// about 1 KB each on disk and in the loopback store rather than a real page's 10 KB: the deploy's plan is the one a
// real site of that size gets, and the store, which writes every object to disk, stays fast enough to measure it.
//
//   node scripts/run.mjs scripts/bench/deployScaleSite.ts <built deployable> <out folder> <objects>
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { uploadListFor, uploadListPath } from '../lib/deployableLayout.ts'
import type { UploadEntry } from '../pipeline/uploadList.ts'

export interface ScaleSite {
  objects: number
  copies: number
}

/** Writes `out` and `<out>.upload-list.json`: `from` plus as many copies of its partners as reach `objects`. */
export function writeScaleSite(from: string, out: string, objects: number): ScaleSite {
  const root = realpathSync(from)
  const listFile = uploadListFor(root, from)
  if (!listFile) throw new Error(`No upload list for ${from}: build it first`)
  const entries: UploadEntry[] = JSON.parse(readFileSync(listFile, 'utf8'))
  // A partner is a top-level folder with a page of its own.
  const partners = new Set(entries.filter((e) => /^[^/]+\/index\.html$/.test(e.path)).map((e) => e.path.split('/')[0] as string))
  const inPartner = (path: string) => partners.has(path.split('/')[0] as string)
  const copied = entries.filter((e) => inPartner(e.path))
  const files = entries.filter((e) => e.source === undefined)
  const pagesCopies = entries.filter((e) => e.source !== undefined)
  const copies = Math.max(0, Math.ceil((objects - entries.length) / Math.max(1, copied.length)))

  rmSync(out, { recursive: true, force: true })
  const write = (path: string, content: Buffer) => {
    mkdirSync(dirname(join(out, path)), { recursive: true })
    writeFileSync(join(out, path), content)
  }
  for (const entry of files) write(entry.path, readFileSync(join(root, entry.path)))

  const written: UploadEntry[] = [...files]
  const extensionless: UploadEntry[] = [...pagesCopies]
  const sizes = new Map<string, number>()
  for (let copy = 2; copy < copies + 2; copy++) {
    const rename = renamer(partners, copy)
    for (const entry of copied) {
      const path = rename.path(entry.path)
      if (entry.source !== undefined) {
        const source = rename.path(entry.source)
        extensionless.push({ ...entry, path, source, bytes: sizes.get(source) ?? entry.bytes })
        continue
      }
      const original = readFileSync(join(root, entry.path))
      const content = entry.contentEncoding
        ? Buffer.from(namedPaths(rename.text(original.toString('utf8')), entry.contentType))
        : original
      write(path, content)
      sizes.set(path, content.length)
      written.push({ ...entry, path, bytes: content.length })
    }
    sizes.clear()
  }
  const list = [...written, ...extensionless]
  writeFileSync(uploadListPath(out), `${JSON.stringify(list, null, 1)}\n`)
  return { objects: list.length, copies }
}

/** Renames every partner folder `P` to `P-c<copy>`: in paths, and in the URL paths a text file names. */
function renamer(partners: ReadonlySet<string>, copy: number) {
  const names = [...partners].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  // A URL path segment: after a slash, before a slash, quote, query, fragment or the end of an attribute.
  const inUrl = new RegExp(`/(${names})(?=[/"'?#<\\s)\\\\]|$)`, 'g')
  return {
    path: (path: string) => {
      const [first, ...rest] = path.split('/')
      return [`${first}-c${copy}`, ...rest].join('/')
    },
    text: (text: string) => text.replace(inUrl, (_, name: string) => `/${name}-c${copy}`),
  }
}

// As the deploy reads them (scripts/deploy/references.ts).
const pathRun = /[\w\-.~%@+]*[/.][\w\-.~%@+/]*/g
const buildId = /\sdata-build-id="[0-9A-Za-z_-]+"/
const refresh = /<meta\b[^>]*\bhttp-equiv=["']?refresh["']?[^>]*>/gi

/** A text file reduced to the URL paths it names: the same references, in a page or a JSON document. */
function namedPaths(text: string, contentType: string): string {
  const unescaped = text.replace(/\\u002[fF]/g, '/').replaceAll('\\/', '/')
  const paths = [...new Set(unescaped.match(pathRun) ?? [])].filter((run) => run.includes('/'))
  if (!contentType.startsWith('text/html')) return JSON.stringify(paths)
  const links = paths.map((path) => `<a href="${path}"></a>`).join('')
  const head = (text.match(refresh) ?? []).join('')
  return `<!doctype html><html${text.match(buildId)?.[0] ?? ''}><head>${head}</head><body>${links}</body></html>`
}

if (process.argv[1]?.endsWith('/deployScaleSite.ts')) {
  const [from, out, objects] = process.argv.slice(2)
  if (!from || !out || !objects || !(Number(objects) > 0)) {
    console.error('usage: deployScaleSite.ts <built deployable> <out folder> <objects>')
    process.exit(2)
  }
  const site = writeScaleSite(from, out, Number(objects))
  console.log(`${out}: ${site.objects} objects (${site.copies} copies of the partners)`)
}
