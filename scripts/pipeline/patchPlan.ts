// Whether a finished rebuild can patch the deployable at --out in place (publish.ts publishPatch), and with what: the
// last build's deployable must be the one at --out, with this build's id, and the new deployable must hold exactly
// its files: the same pages, catalog files and other files (the two builds' records). Then the changed files are
// the staged ones whose bytes differ, and the upload list is the last one with their sizes; nothing is read or
// listed per file of the site.
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { versionUploadList } from '../lib/deployableLayout.ts'
import type { LastBuild, RecordDraft } from './lastBuild.ts'
import { type DeployableTotals, withSizes } from './uploadList.ts'

export interface PatchPlan {
  /** Staged files whose bytes differ from the deployable's at --out. */
  changed: string[]
  /** The patched deployable's upload list (text) and totals. */
  uploadList: string
  totals: DeployableTotals
}

export interface PatchInputs {
  last: LastBuild | undefined
  /** The version folder linked at --out now (publish.ts linkedVersionFolder). */
  linked: string | undefined
  /** This build's record (its totals are not known yet). */
  record: RecordDraft
  /** The staging deployable, and the files in it: only what this build made. */
  staging: string
  staged: readonly string[]
}

/** The patch, or undefined when a new version must be published. */
export function planPatch({ last, linked, record, staging, staged }: PatchInputs): PatchPlan | undefined {
  if (!last || linked === undefined || last.record.id !== record.id || !sameFolder(last.folder, linked)) return undefined
  const before = last.record
  if (!sameKeys(before.pages, record.pages) || !sameKeys(before.data, record.data)) return undefined
  const others = new Set(before.others)
  if (others.size !== record.others.length || !record.others.every((file) => others.has(file))) return undefined
  const changed = staged.filter((file) => !sameBytes(join(staging, file), join(last.site, file)))
  const sizes = new Map<string, number>()
  const totals = { ...before.totals }
  for (const file of changed) {
    const size = statSync(join(staging, file)).size
    const growth = size - statSync(join(last.site, file)).size
    sizes.set(file, size)
    totals.bytes += growth
    if (file.endsWith('.html')) totals.htmlBytes += growth
  }
  let text: string
  try {
    text = readFileSync(join(last.folder, versionUploadList), 'utf8')
  } catch {
    return undefined
  }
  const uploadList = withSizes(text, sizes)
  return uploadList === undefined ? undefined : { changed, uploadList, totals }
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key))
}

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b)
  } catch {
    return false
  }
}

function sameBytes(a: string, b: string): boolean {
  try {
    if (statSync(a).size !== statSync(b).size) return false
    return readFileSync(a).equals(readFileSync(b))
  } catch {
    return false
  }
}
