// What a deploy will do, decided before anything is written: per phase the objects to upload and the unchanged
// ones to skip, and the stale objects a `--delete` would remove. A dry run prints exactly this.
import type { S3Client } from '@aws-sdk/client-s3'
import type { LocalObject } from './deployable.ts'
import { isKeptHistory, type Phase, phaseOf, phases } from './phases.ts'
import type { RemoteObject } from './remoteObjects.ts'
import { storedSha256 } from './remoteObjects.ts'
import { runBounded } from './runBounded.ts'
import type { S3Target } from './s3Target.ts'

export interface PhasePlan {
  phase: Phase
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
}

export async function planDeploy({ client, target, local, remote, force, concurrency }: PlanInput): Promise<DeployPlan> {
  const unchanged = new Set<string>()
  const toCompare: LocalObject[] = []
  for (const object of local) {
    if (force) continue
    const verdict = verdictFromListing(object, remote.get(object.path))
    if (verdict === 'skip') unchanged.add(object.path)
    if (verdict === 'compare-sha256') toCompare.push(object)
  }
  await runBounded(toCompare, concurrency, async (object) => {
    if ((await storedSha256(client, target, object.path)) === object.sha256Hex) unchanged.add(object.path)
  })

  const byPath = (a: LocalObject, b: LocalObject) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  const sorted = [...local].sort(byPath)
  const localPaths = new Set(local.map((o) => o.path))
  const gone = [...remote.keys()].filter((path) => !localPaths.has(path)).sort()
  return {
    phases: phases.map((phase) => {
      const inPhase = sorted.filter((o) => phaseOf(o) === phase)
      return {
        phase,
        upload: inPhase.filter((o) => !unchanged.has(o.path)),
        skip: inPhase.filter((o) => unchanged.has(o.path)),
      }
    }),
    stale: gone.filter((path) => !isKeptHistory(path)),
    keptHistory: gone.filter(isKeptHistory),
  }
}
