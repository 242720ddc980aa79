// What a deploy will do, decided before anything is written: per phase (an upload level, uploadOrder.ts) the
// objects to upload and the unchanged ones to skip, and the stale objects a `--delete` would remove. A dry run
// prints exactly this. The plan names objects by their index in the deployable (localObjects.ts), four bytes each,
// and the bucket's listing is compared page by page as it comes, so neither is a second copy of the site.
import type { S3Client } from '@aws-sdk/client-s3'
import type { LocalObject, LocalObjects } from './deployable.ts'
import { isKeptHistory, phaseTitle } from './phases.ts'
import { listRemoteObjects, type RemoteObject, storedSha256 } from './remoteObjects.ts'
import { runBounded } from './runBounded.ts'
import type { S3Target } from './s3Target.ts'
import { levelIndexes } from './uploadOrder.ts'

export interface PhasePlan {
  /** What the phase holds ("scripts and styles", "payloads and pages"). */
  title: string
  /** Indexes of the objects to upload (in `DeployPlan.objects`), by path. */
  upload: Int32Array
  /** Indexes of the unchanged objects, by path. */
  skip: Int32Array
  /** The stored bytes of the objects to upload. */
  uploadBytes: number
}

export interface DeployPlan {
  objects: LocalObjects
  phases: PhasePlan[]
  /** In the bucket under the prefix but not in the deployable; deleted only with --delete. */
  stale: string[]
  /** Earlier builds' metas that are not in the deployable: kept whatever the flags. */
  keptHistory: string[]
}

export type ListingVerdict = 'upload' | 'skip' | 'compare-sha256'

/** What the listing alone tells about one object; the SHA-256 in its metadata settles the rest. */
export function verdictFromListing(
  local: Pick<LocalObject, 'bytes' | 'md5Hex'>,
  remote: RemoteObject | undefined,
): ListingVerdict {
  if (!remote || remote.size !== local.bytes) return 'upload'
  if (remote.etag === local.md5Hex) return 'skip'
  // Multipart and KMS-encrypted objects have ETags that are not the MD5 of the content.
  return 'compare-sha256'
}

export interface PlanInput {
  client: S3Client
  target: S3Target
  local: LocalObjects
  /** Upload everything, unchanged or not (to rewrite headers after a cache policy change). */
  force: boolean
  concurrency: number
  /** Aborts the requests under way (an interrupted deploy). */
  signal?: AbortSignal | undefined
}

const [upload, skip, compare] = [0, 1, 2]

export async function planDeploy(input: PlanInput): Promise<DeployPlan> {
  const { client, target, local, force, concurrency, signal } = input
  // Per object what the bucket says; 0 (upload) for what the listing does not have.
  const verdicts = new Uint8Array(local.count)
  const gone: string[] = []
  await listRemoteObjects(
    client,
    target,
    (path, remote) => {
      const i = local.indexOf(path)
      if (i === undefined) {
        gone.push(path)
        return
      }
      const verdict = verdictFromListing({ bytes: local.bytesOf(i), md5Hex: local.md5HexOf(i) }, remote)
      verdicts[i] = verdict === 'skip' ? skip : verdict === 'compare-sha256' ? compare : upload
    },
    signal,
  )
  if (force) verdicts.fill(upload)
  const toCompare: number[] = []
  verdicts.forEach((verdict, i) => {
    if (verdict === compare) toCompare.push(i)
  })
  await runBounded(toCompare, concurrency, async (i) => {
    const same = (await storedSha256(client, target, local.paths[i] as string, signal)) === local.sha256HexOf(i)
    verdicts[i] = same ? skip : upload
  })

  gone.sort()
  return {
    objects: local,
    phases: levelIndexes(local).map((level) => {
      const uploads = level.filter((i) => verdicts[i] !== skip)
      let uploadBytes = 0
      for (const i of uploads) uploadBytes += local.bytesOf(i)
      return {
        title: phaseTitle(described(local, level)),
        upload: uploads,
        skip: level.filter((i) => verdicts[i] === skip),
        uploadBytes,
      }
    }),
    stale: gone.filter((path) => !isKeptHistory(path)),
    keptHistory: gone.filter(isKeptHistory),
  }
}

/** A level's objects one at a time, as much of them as a phase's title reads. */
function* described(local: LocalObjects, level: Int32Array): Generator<{ path: string; contentType: string }> {
  for (const i of level) yield { path: local.paths[i] as string, contentType: local.contentTypeOf(i) }
}
