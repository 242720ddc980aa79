// A shard folder holds `part/` (what its prerender wrote: the client assets, the 404 page and the HTML of its share
// of the pages, without build id) and `shard.json`, which says which shard it is, what it was built from and the
// digest of every file in `part/`. It is no deployable: a merge of the complete set of shards makes one.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { parseBasePath } from '../cli/basePath.ts'
import type { BuildSources } from './sources.ts'

export const shardManifestFile = 'shard.json'
export const shardPartFolder = 'part'

export interface ShardManifest {
  format: 1
  shard: { index: number; count: number }
  /** sourceFingerprint(sources): equal for shards of the same sources and settings. */
  fingerprint: string
  sources: BuildSources
  /** The route paths this shard prerendered. */
  pages: string[]
  /** sha256 of every file in part/, by its path there. */
  files: Record<string, string>
}

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'expected a sha256 in hex'))
const manifestSchema = v.strictObject({
  format: v.literal(1, 'expected 1 (a shard folder of this version of the build)'),
  shard: v.strictObject({
    index: v.pipe(v.number(), v.integer(), v.minValue(1)),
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  fingerprint: sha256,
  sources: v.strictObject({
    files: v.record(v.string(), sha256),
    settings: v.objectWithRest(
      {
        base: v.pipe(v.string(), v.regex(/^\/([^/]+\/)*$/, 'expected a base path such as "/" or "/demo/"')),
        timestamp: v.pipe(v.string(), v.regex(/^\d+$/, 'expected milliseconds since 1970')),
      },
      v.string(),
    ),
  }),
  pages: v.array(v.pipe(v.string(), v.startsWith('/'))),
  files: v.record(v.string(), sha256),
})

export function isShardFolder(dir: string): boolean {
  return existsSync(join(dir, shardManifestFile))
}

/** The folder's shard.json, checked; throws an Error naming the file and every problem. */
export function readShardManifest(dir: string): ShardManifest {
  const file = join(dir, shardManifestFile)
  if (!existsSync(file))
    throw new Error(`${dir}: not a shard folder (it has no ${shardManifestFile}; build one with --shard I/N)`)
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: cannot read it: ${(error as Error).message}`)
  }
  const result = v.safeParse(manifestSchema, json)
  if (!result.success) {
    throw new Error(result.issues.map((i) => `${file}: ${v.getDotPath(i) ?? '(file)'}: ${i.message}`).join('\n  '))
  }
  const manifest = result.output
  if (manifest.shard.index > manifest.shard.count) {
    throw new Error(`${file}: shard: ${manifest.shard.index}/${manifest.shard.count} is not a shard (I must be 1 to N)`)
  }
  try {
    parseBasePath(manifest.sources.settings.base)
  } catch (error) {
    throw new Error(`${file}: sources.settings.base: ${(error as Error).message}`)
  }
  return manifest
}
