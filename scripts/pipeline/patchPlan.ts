// Whether a finished rebuild can patch the deployable at --out in place (publish.ts publishPatch), and with what: the
// last build's deployable must be the one at --out, with this build's id, and the new deployable must hold exactly
// its paths, the staged files (what this build made) and the taken ones (pageReuse.ts) together. Then the changed
// files are the staged ones whose bytes differ, and the upload list is the last one with their sizes.
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { versionUploadList } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'
import type { LastBuild } from './lastBuild.ts'
import type { UploadEntry } from './uploadList.ts'

export interface PatchPlan {
  /** Staged files whose bytes differ from the deployable's at --out. */
  changed: string[]
  /** The whole upload list of the patched deployable. */
  files: UploadEntry[]
}

export interface PatchInputs {
  last: LastBuild | undefined
  /** The version folder linked at --out now (publish.ts linkedVersionFolder). */
  linked: string | undefined
  id: string
  /** The staging deployable: only the files this build made. */
  staged: string
  /** The files taken from the last build's deployable. */
  kept: readonly string[]
}

/** The patch, or undefined when a new version must be published. */
export function planPatch({ last, linked, id, staged, kept }: PatchInputs): PatchPlan | undefined {
  if (!last || linked === undefined || last.record.id !== id || !sameFolder(last.folder, linked)) return undefined
  let listed: UploadEntry[]
  try {
    listed = JSON.parse(readFileSync(join(last.folder, versionUploadList), 'utf8')) as UploadEntry[]
  } catch {
    return undefined
  }
  const index = new Set(listed.filter((entry) => entry.source === undefined).map((entry) => entry.path))
  const made = walkFiles(staged)
  if (made.length + kept.length !== index.size || !made.every((file) => index.has(file))) return undefined
  if (!kept.every((file) => index.has(file))) return undefined
  const changed = made.filter((file) => !sameBytes(join(staged, file), join(last.site, file)))
  const bytes = new Map(changed.map((file) => [file, statSync(join(staged, file)).size]))
  const files = listed.map((entry) => {
    const size = bytes.get(entry.source ?? entry.path)
    return size === undefined ? entry : { ...entry, bytes: size }
  })
  return { changed, files }
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
