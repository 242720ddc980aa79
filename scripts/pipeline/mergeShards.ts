// `--merge`: checks that the shard folders given are one complete set built from the same sources, and assembles
// their parts into the client folder an unsharded prerender would have written, byte for byte, so the same finishing
// step makes the same deployable. Every refusal names what is wrong and where, all problems of a step at once.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { boundedItems, boundedLines } from '../../lib/boundedReport.ts'
import { routeDir } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'
import { readShardManifest, type ShardManifest, shardPartFolder } from './shardManifest.ts'
import { type BuildSources, digest, sourceDifferences, sourceFingerprint } from './sources.ts'

export class ShardSetError extends Error {
  constructor(what: string, problems: string[]) {
    super(`Refusing to merge: ${what}:\n  ${boundedLines(problems).join('\n  ')}`)
    this.name = 'ShardSetError'
  }
}

export interface ShardFolder {
  dir: string
  manifest: ShardManifest
}

const nameOf = ({ manifest }: ShardFolder) => `shard ${manifest.shard.index}/${manifest.shard.count}`

/** Reads every folder's shard.json and checks they make one complete set; returns them in shard order. */
export function readShardSet(dirs: readonly string[]): ShardFolder[] {
  const shards: ShardFolder[] = []
  const unreadable: string[] = []
  for (const dir of dirs) {
    try {
      shards.push({ dir, manifest: readShardManifest(dir) })
    } catch (error) {
      unreadable.push((error as Error).message)
    }
  }
  if (unreadable.length > 0) throw new ShardSetError('some folders are not readable shard folders', unreadable)

  const counts = [...new Set(shards.map((s) => s.manifest.shard.count))]
  if (counts.length > 1) {
    throw new ShardSetError(
      `the folders are shards of different splits (${counts.map((n) => `of ${n}`).join(', ')})`,
      shards.map((s) => `${s.dir}: ${nameOf(s)}`),
    )
  }
  const count = counts[0] ?? 0
  const problems: string[] = []
  for (let index = 1; index <= count; index++) {
    const given = shards.filter((s) => s.manifest.shard.index === index)
    if (given.length === 0) problems.push(`shard ${index}/${count} is missing`)
    if (given.length > 1)
      problems.push(`shard ${index}/${count} is given ${given.length} times: ${given.map((s) => s.dir).join(', ')}`)
  }
  if (problems.length > 0) {
    const got = shards.map((s) => `${s.manifest.shard.index}/${count}`).join(', ')
    throw new ShardSetError(`the shards are not one complete set of ${count} (got ${got})`, problems)
  }
  return shards.sort((a, b) => a.manifest.shard.index - b.manifest.shard.index)
}

/**
 * Checks that every shard was built from the same sources and settings, and from the same files as `checkout`
 * (the merge's own checkout, whose route table and brand data finish the deployable).
 */
export function checkShardSources(shards: readonly ShardFolder[], checkout: BuildSources): void {
  const corrupt = shards
    .filter((s) => sourceFingerprint(s.manifest.sources) !== s.manifest.fingerprint)
    .map(
      (s) =>
        `${s.dir}: ${nameOf(s)}'s fingerprint ${s.manifest.fingerprint.slice(0, 12)}… does not match the sources its shard.json lists (the file was edited or damaged)`,
    )
  if (corrupt.length > 0) throw new ShardSetError('shards from different sources', corrupt)

  const [first, ...rest] = shards
  if (!first) return
  const differing = rest
    .filter((s) => s.manifest.fingerprint !== first.manifest.fingerprint)
    .map(
      (s) =>
        `${nameOf(s)} (${s.dir}) and ${nameOf(first)} (${first.dir}) differ in: ${listed(sourceDifferences(s.manifest.sources, first.manifest.sources, [nameOf(s), nameOf(first)]))}`,
    )
  if (differing.length > 0) throw new ShardSetError('shards from different sources', differing)

  const fromCheckout = sourceDifferences(checkout, first.manifest.sources, ['this checkout', 'the shards'], false)
  if (fromCheckout.length > 0) {
    throw new ShardSetError('the shards were built from other sources than this checkout', [
      `this checkout and the shards differ in: ${listed(fromCheckout)}`,
    ])
  }
}

/**
 * Checks that the shards hold every page of `pages` exactly once, the same shared files (client assets, 404 page)
 * and exactly the files their manifests list; then writes the union into `into`. Returns nothing: `into` is the
 * client folder an unsharded prerender writes.
 */
export function assembleShards(
  shards: readonly ShardFolder[],
  pages: readonly string[],
  into: string,
  progress: (shard: ShardFolder, files: number) => void,
): void {
  const holders = new Map<string, string[]>(pages.map((path) => [path, []]))
  const problems: string[] = []
  for (const shard of shards) {
    for (const path of shard.manifest.pages) {
      const found = holders.get(path)
      if (found) found.push(nameOf(shard))
      else problems.push(`${nameOf(shard)} (${shard.dir}) holds ${path}, which is no page of this checkout's route table`)
    }
  }
  for (const shard of shards) {
    const unlisted = shard.manifest.pages.filter((path) => !shard.manifest.files[join(routeDir(path), 'index.html')])
    for (const path of unlisted) problems.push(`${nameOf(shard)} (${shard.dir}) lists ${path} but has no HTML for it`)
  }
  for (const [path, found] of holders) {
    if (found.length === 0) problems.push(`${path} is in no shard`)
    if (found.length > 1) problems.push(`${path} is in ${found.join(' and ')}`)
  }
  if (problems.length > 0) throw new ShardSetError('the shards do not hold every page exactly once', problems)

  // A page's own files: its HTML and its payload, written together by the prerender.
  const ownFiles = (shard: ShardFolder) =>
    new Set(shard.manifest.pages.flatMap((path) => ['index.html', '_payload.json'].map((f) => join(routeDir(path), f))))
  const shared = (shard: ShardFolder) => {
    const own = ownFiles(shard)
    return Object.entries(shard.manifest.files).filter(([path]) => !own.has(path))
  }
  const [first, ...rest] = shards
  if (!first) return
  const reference = new Map(shared(first))
  for (const shard of rest) {
    const theirs = new Map(shared(shard))
    const differences = [...new Set([...reference.keys(), ...theirs.keys()])]
      .sort()
      .filter((path) => reference.get(path) !== theirs.get(path))
      .map((path) =>
        theirs.has(path)
          ? reference.has(path)
            ? `${path} (different bytes)`
            : `${path} (only in ${nameOf(shard)})`
          : `${path} (only in ${nameOf(first)})`,
      )
    if (differences.length > 0) {
      problems.push(`${nameOf(shard)} (${shard.dir}) and ${nameOf(first)} (${first.dir}) differ in: ${listed(differences)}`)
    }
  }
  if (problems.length > 0) {
    throw new ShardSetError('the shards bundled different client assets or 404 pages (same sources, other tools?)', problems)
  }

  for (const shard of shards) checkPartFiles(shard)
  for (const shard of shards) {
    const part = join(shard.dir, shardPartFolder)
    const files = shard === first ? Object.keys(shard.manifest.files) : [...ownFiles(shard)]
    for (const path of files) {
      const content = readFileSync(join(part, path))
      if (digest(content) !== shard.manifest.files[path]) {
        throw new ShardSetError('a shard folder was changed after it was built', [
          `${join(part, path)}: its bytes differ from its shard.json entry`,
        ])
      }
      mkdirSync(dirname(join(into, path)), { recursive: true })
      writeFileSync(join(into, path), content)
    }
    progress(shard, files.length)
  }
}

/** The part folder holds exactly the files its manifest lists. */
function checkPartFiles(shard: ShardFolder): void {
  const part = join(shard.dir, shardPartFolder)
  const onDisk = new Set(walkFiles(part))
  const listedFiles = Object.keys(shard.manifest.files)
  const missing = listedFiles.filter((path) => !onDisk.has(path))
  const extra = [...onDisk].filter((path) => shard.manifest.files[path] === undefined)
  if (missing.length + extra.length > 0) {
    throw new ShardSetError('a shard folder was changed after it was built', [
      ...missing.map((path) => `${join(part, path)}: listed in shard.json but missing`),
      ...extra.map((path) => `${join(part, path)}: not listed in shard.json`),
    ])
  }
}

function listed(items: readonly string[]): string {
  return boundedItems(items, 8)
}
