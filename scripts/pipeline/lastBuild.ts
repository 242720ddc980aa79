// The deployable the last whole build published, and its record: what a rebuild takes its unchanged pages and
// product files from (pageReuse.ts), and, when that deployable is still the one at --out, what it patches in place
// (publish.ts). The record says, for each page, the digest of its inputs (pageInputs.ts) and, for each product file,
// the digest of its bytes, as they are in that version folder's site/. A version folder is never written in place
// but by a patch, which replaces files by rename and its record last (publish.ts), so the record never names bytes
// the folder does not hold.
//
//   dist/.last-build                       the path of that version folder, one line
//   <version folder>/build-record.json     { format, id, pages: { route: digest }, data: { path: digest }, others,
//                                           totals }
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DeployableTotals } from './uploadList.ts'

export interface BuildRecord {
  format: number
  /** The build id the record's pages carry (their `data-build-id`). */
  id: string
  /** Each page's inputs' digest, by page id (a route path, or pageInputs.ts notFoundPageId). */
  pages: Record<string, string>
  /** Each catalog file's bytes' digest, by its path in the deployable. */
  data: Record<string, string>
  /** The deployable's other files (client code, fonts, icons, host files, manifests), made by every build. */
  others: string[]
  /** What the summary says of the deployable (uploadList.ts). */
  totals: DeployableTotals
}

export interface LastBuild {
  /** Its version folder (publish.ts), holding `site/`, the upload list and the record. */
  folder: string
  site: string
  record: BuildRecord
}

/** Bumped when the record or what it describes changes shape: an older record is then not used. */
const recordFormat = 2
export const buildRecordFile = 'build-record.json'
const pointerFile = (dist: string) => join(dist, '.last-build')

/** A build's record before the summary's totals are known. */
export type RecordDraft = Omit<BuildRecord, 'format' | 'totals'>

export function buildRecord(record: Omit<BuildRecord, 'format'>): BuildRecord {
  return { format: recordFormat, ...record }
}

/**
 * The last build's deployable, or undefined when there is none to take pages from: none recorded, its folder gone
 * (pruned, removed by hand), a record of another format, or a site whose build id is not its record's.
 */
export function readLastBuild(dist: string): LastBuild | undefined {
  try {
    const folder = readFileSync(pointerFile(dist), 'utf8').trim()
    const record = JSON.parse(readFileSync(join(folder, buildRecordFile), 'utf8')) as BuildRecord
    const site = join(folder, 'site')
    const { id } = JSON.parse(readFileSync(join(site, 'builds', 'latest.json'), 'utf8')) as { id: string }
    return record.format === recordFormat && record.id === id ? { folder, site, record } : undefined
  } catch {
    return undefined
  }
}

/** Names `folder` the last build's, once it is published: written aside, then renamed over the old pointer. */
export function rememberLastBuild(dist: string, folder: string): void {
  const next = `${pointerFile(dist)}.${process.pid}`
  writeFileSync(next, `${folder}\n`)
  renameSync(next, pointerFile(dist))
}

/** Removes the page cache builds kept before the record (dist/.pages, a link to every page file): once, after which
 *  the last build's deployable is the only copy. */
export function dropEarlierPageCache(dist: string): void {
  rmSync(join(dist, '.pages'), { recursive: true, force: true })
}
