// What a deploy will do, decided before anything is written: per phase (an upload level, uploadOrder.ts) the
// objects to upload and the unchanged ones to skip, and the stale objects a `--delete` would remove. A dry run
// prints exactly this.
import type { S3Client } from '@aws-sdk/client-s3'
import type { LocalObject } from './deployable.ts'
import { isKeptHistory, phaseTitle } from './phases.ts'
import type { RemoteObject } from './remoteObjects.ts'
import { storedSha256 } from './remoteObjects.ts'
import { runBounded } from './runBounded.ts'
import type { S3Target } from './s3Target.ts'
import { uploadLevels } from './uploadOrder.ts'

export interface PhasePlan {
  /** What the phase holds ("scripts and styles", "payloads and pages"). */
  title: string
  upload: LocalObject[]
  skip: LocalObject[]
}

export interface DeployPlan {
  phases: PhasePlan[]
  /** In the bucket under the prefix but not in the deployable; deleted only with --delete. */
  stale: string[]
  /** Earlier builds' metas that are not in the deployable: kept whatever the flags. */
  keptHistory: string[]
}

export type ListingVerdict = 'upload' | 'skip' | 'compare-sha256'

/** What the listing alone tells about one object; the SHA-256 in its metadata settles the rest. */
export function verdictFromListing(local: LocalObject, remote: RemoteObject | undefined): ListingVerdict {
  if (!remote || remote.size !== local.bytes) return 'upload'
  if (remote.etag === local.md5Hex) return 'skip'
  // Multipart and KMS-encrypted objects have ETags that are not the MD5 of the content.
  return 'compare-sha256'
}

export interface PlanInput {
  client: S3Client
  target: S3Target
  local: LocalObject[]
  remote: Map<string, RemoteObject>
  /** Upload everything, unchanged or not (to rewrite headers after a cache policy change). */
  force: boolean
  concurrency: number
  /** Aborts the requests under way (an interrupted deploy). */
  signal?: AbortSignal | undefined
}

export async function planDeploy(input: PlanInput): Promise<DeployPlan> {
  const { client, target, local, remote, force, concurrency, signal } = input
  const unchanged = new Set<string>()
  const toCompare: LocalObject[] = []
  for (const object of local) {
    if (force) continue
    const verdict = verdictFromListing(object, remote.get(object.path))
    if (verdict === 'skip') unchanged.add(object.path)
    if (verdict === 'compare-sha256') toCompare.push(object)
  }
  await runBounded(toCompare, concurrency, async (object) => {
    if ((await storedSha256(client, target, object.path, signal)) === object.sha256Hex) unchanged.add(object.path)
  })

  const localPaths = new Set(local.map((o) => o.path))
  const gone = [...remote.keys()].filter((path) => !localPaths.has(path)).sort()
  return {
    phases: uploadLevels(local).map((level) => ({
      title: phaseTitle(level),
      upload: level.filter((o) => !unchanged.has(o.path)),
      skip: level.filter((o) => unchanged.has(o.path)),
    })),
    stale: gone.filter((path) => !isKeptHistory(path)),
    keptHistory: gone.filter(isKeptHistory),
  }
}
