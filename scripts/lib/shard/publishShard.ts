// Puts a finished shard folder at --out, replacing an earlier shard folder (or an empty folder) there. The new
// folder is moved in beside --out first, so --out is only ever missing for the instant between two renames; a
// shard folder is a CI artifact, read once the job is over, so it needs no versioned links like a deployable.
import { existsSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { moveFolder } from '../moveFolder.ts'
import { removeStaleTemporaries } from '../staleTemporaries.ts'

const temporaryPrefixes = (out: string) => [`.${basename(out)}.new-`, `.${basename(out)}.old-`]

/** Removes what an interrupted shard publishing left beside --out. */
export function removeStaleShardPublishing(out: string): void {
  removeStaleTemporaries(dirname(out), temporaryPrefixes(out))
}

export function publishShard(folder: string, out: string): void {
  const [newPrefix, oldPrefix] = temporaryPrefixes(out)
  const incoming = join(dirname(out), `${newPrefix}${process.pid}`)
  const outgoing = join(dirname(out), `${oldPrefix}${process.pid}`)
  moveFolder(folder, incoming)
  if (existsSync(out)) renameSync(out, outgoing)
  renameSync(incoming, out)
  rmSync(outgoing, { recursive: true, force: true })
}
