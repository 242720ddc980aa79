// Which pages a build renders and which it takes from the last build (lastBuild.ts): on a data-only rebuild, a page
// whose inputs' digest (pageInputs.ts) is the one the last build's record holds is taken from that deployable; every
// other page is rendered. A catalog file (product, search index, lookup) whose bytes are the record's is taken the
// same way. A clean build renders
// and writes everything. Either way, a build that can key its pages writes a record of its own (`record`).
//
// Taken, not copied: the staging folder holds only what this build made, and finishing reads the taken files where
// they are (finish.ts `kept`). Then either the new deployable is assembled, the taken files hard-linked in from the
// last build's (`materialize`), or, when the last build's deployable is the one at --out and has the same build
// id, it is patched in place with the few files that differ (publish.ts publishPatch).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { linkOrCopy } from '../lib/files.ts'
import { contentDigest, type DataFileWriter } from '../lib/productFiles.ts'
import type { LastBuild, RecordDraft } from './lastBuild.ts'
import { notFoundPageId, pageOutput } from './pageInputs.ts'

export interface PageReuseOptions {
  /** The last build's deployable and record, or undefined: render everything. */
  last: LastBuild | undefined
  /** The digest of each page's inputs (pageInputs.ts), or undefined: render everything, record nothing. */
  digests: ReadonlyMap<string, string> | undefined
  /** Whether the last build's pages may be used (a data-only rebuild); otherwise every page is rendered. */
  reuse: boolean
  /** The route paths this build writes. */
  paths: readonly string[]
}

export interface PageReuse {
  /** Route paths the workers render. */
  render: string[]
  /** Whether the workers render the 404 page. */
  renderNotFound: boolean
  /** How many route paths are taken instead of rendered. */
  reused: number
  /** The HTML files the workers write (with the id placeholder), relative to the deployable. */
  renderedHtml: string[]
  /** The HTML files of the taken pages, and the build id they carry (the last build's). */
  reusedHtml: { id: string | undefined; files: string[] }
  /** The last build's deployable the taken files are in, or undefined when nothing is taken. */
  from: LastBuild | undefined
  /** The files taken from it (pages and catalog files), relative to the deployable; sorted once all are known. */
  kept(): string[]
  writeData: DataFileWriter
  /** The digest of each catalog file written or taken so far, by path. */
  dataDigests(): Readonly<Record<string, string>>
  /** Hard-links the taken files into `clientDir`, which then is the whole deployable. */
  materialize(clientDir: string): void
  /** The record of the deployable this build makes, whose pages carry build `id`, of which `staged` are the files
   *  the build made (walkFiles of the staging deployable); undefined when it cannot key. */
  record(id: string, staged: readonly string[]): RecordDraft | undefined
}

export function planPageReuse({ last, digests, reuse, paths }: PageReuseOptions): PageReuse {
  const from = digests && reuse ? last : undefined
  const pages = [...paths, notFoundPageId].map(pageOutput)
  const cached = new Set(pages.filter((page) => from && from.record.pages[page.id] === digests?.get(page.id)).map((p) => p.id))
  const html = (reused: boolean) =>
    pages.filter((page) => cached.has(page.id) === reused).flatMap((page) => page.files.filter((f) => f.endsWith('.html')))
  const keptData: string[] = []
  const data: Record<string, string> = {}
  let kept: string[] | undefined
  return {
    render: paths.filter((path) => !cached.has(path)),
    renderNotFound: !cached.has(notFoundPageId),
    reused: paths.filter((path) => cached.has(path)).length,
    renderedHtml: html(false),
    reusedHtml: { id: from?.record.id, files: html(true) },
    from,
    kept() {
      kept ??= [...pages.filter((page) => cached.has(page.id)).flatMap((page) => page.files), ...keptData].sort()
      return kept
    },
    dataDigests: () => data,
    writeData(dir, path, body, known) {
      const text = known === undefined ? body() : undefined
      const digest = known ?? contentDigest(text as string)
      data[path] = digest
      if (from?.record.data[path] === digest) keptData.push(path)
      else writeFileSync(join(dir, path), text ?? body())
    },
    materialize(clientDir) {
      if (!from) return
      const folders = new Set<string>()
      for (const file of this.kept()) {
        const folder = dirname(join(clientDir, file))
        if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
        folders.add(folder)
        linkOrCopy(join(from.site, file), join(clientDir, file))
      }
    },
    record(id, staged) {
      if (!digests) return undefined
      const pageDigests: Record<string, string> = {}
      for (const page of pages) pageDigests[page.id] = digests.get(page.id) as string
      // Pages' and redirect pages' files follow from the route table, which the build id covers: not listed.
      const others = staged.filter((file) => !isPageFile(file) && data[file] === undefined)
      return { id, pages: pageDigests, data, others }
    },
  }
}

/** A page's file (its HTML or payload, a redirect page, the 404 page): what the route table decides. */
function isPageFile(file: string): boolean {
  return /(^|\/)(index\.html|_payload\.json)$/.test(file) || file === '404.html'
}
