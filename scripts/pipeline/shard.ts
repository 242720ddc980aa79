// Turns a shard's prerendered client folder into a shard folder (see shardManifest.ts): checks that it holds the HTML
// of exactly its share of the pages, and records the digest of every file so a merge can tell it arrived intact.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { boundedItems } from '../../lib/boundedReport.ts'
import { type PrerenderShard, parseShard, ShardSpecError, shardName } from '../../routing/build/prerenderShard.ts'
import { routeDir } from '../lib/deployableLayout.ts'
import { moveFolder, walkFiles } from '../lib/files.ts'
import { removeBuildLeftovers } from './finish.ts'
import { removeStaleTemporaries } from './lock.ts'
import { type ShardManifest, shardManifestFile, shardPartFolder } from './shardManifest.ts'
import { type BuildSources, digest, sourceFingerprint } from './sources.ts'

export interface ShardContent {
  shard: PrerenderShard
  /** The route paths this shard prerendered. */
  pages: readonly string[]
  sources: BuildSources
}

/** Moves `client` (Vike's output) to `<folder>/part` and writes `<folder>/shard.json`; returns the manifest. */
export function writeShard(client: string, folder: string, { shard, pages, sources }: ShardContent): ShardManifest {
  removeBuildLeftovers(client)
  const html = (path: string) => join(routeDir(path), 'index.html')
  const missing = pages.filter((path) => !existsSync(join(client, html(path))))
  if (!existsSync(join(client, '404.html'))) missing.push('/404.html')
  if (missing.length > 0) {
    throw new Error(
      `Shard ${shardName(shard)}: the prerender produced no HTML for ${missing.length} page(s): ${boundedItems(missing, 5)}`,
    )
  }

  const files: Record<string, string> = {}
  for (const path of walkFiles(client)) files[path] = digest(readFileSync(join(client, path)))
  const manifest: ShardManifest = {
    format: 1,
    shard: { index: shard.index, count: shard.count },
    fingerprint: sourceFingerprint(sources),
    sources,
    pages: [...pages],
    files,
  }
  mkdirSync(folder, { recursive: true })
  renameSync(client, join(folder, shardPartFolder))
  writeFileSync(join(folder, shardManifestFile), `${JSON.stringify(manifest, null, 1)}\n`)
  return manifest
}

// Puts a finished shard folder at --out, replacing an earlier shard folder (or an empty folder) there. The new
// folder is moved in beside --out first, so --out is only ever missing for the instant between two renames; a
// shard folder is a CI artifact, read once the job is over, so it needs no versioned links like a deployable.
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

// Which build the flags ask for: a whole one, one shard of a sharded prerender (--shard I/N --out DIR), or the
// merge of a complete set of shard folders into the deployable (--merge DIR1 DIR2 … --out DIR).
export type BuildMode = { kind: 'whole' } | { kind: 'shard'; shard: PrerenderShard } | { kind: 'merge'; folders: string[] }

export interface ModeOptions {
  shard?: unknown
  merge?: unknown
  out?: unknown
}

/** Throws ShardSpecError naming the flag that is wrong. `defaultOut` is where a deployable goes by default. */
export function buildMode(options: ModeOptions, args: readonly string[], defaultOut: string): BuildMode {
  const merging = options.merge !== undefined && options.merge !== false
  if (options.shard !== undefined && merging) {
    throw new ShardSpecError(
      '--shard and --merge exclude each other: build every shard with --shard, then merge them with --merge',
    )
  }
  if (!merging && args.length > 0) {
    throw new ShardSpecError(
      `Unexpected argument${args.length > 1 ? 's' : ''} ${args.map((a) => `"${a}"`).join(', ')} (only --merge takes folders)`,
    )
  }
  if (merging) {
    if (options.merge !== true)
      throw new ShardSpecError('--merge takes no value: give the shard folders after it, --merge DIR1 DIR2 … --out DIR')
    if (args.length === 0) throw new ShardSpecError('--merge needs the shard folders: --merge DIR1 DIR2 … --out DIR')
    return { kind: 'merge', folders: [...args] }
  }
  if (options.shard === undefined) return { kind: 'whole' }
  if (options.shard === true || options.shard === '') throw new ShardSpecError('--shard needs a value: --shard I/N (e.g. 2/3)')
  const shard = parseShard(String(options.shard))
  if (options.out === defaultOut) {
    throw new ShardSpecError(
      `--shard needs --out DIR: a shard is a part of a deployable, not one, so it does not go to ${defaultOut}`,
    )
  }
  return { kind: 'shard', shard }
}
