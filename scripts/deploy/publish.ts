// Carries out a plan: phase after phase (each finished before the next starts), a bounded number of uploads at
// a time within one, then — with the new build live — the stale objects, if asked. An abort (an interrupted deploy)
// starts nothing more and cuts the requests under way; the error says where it stopped, like any failure.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { type LocalObject, storedBytes } from './deployable.ts'
import { DeployError } from './deployError.ts'
import { latestPointer } from './phases.ts'
import type { DeployPlan } from './plan.ts'
import { sha256MetadataKey } from './remoteObjects.ts'
import type { DeployCounts, ProgressReporter } from './report.ts'
import { runBounded } from './runBounded.ts'
import { describeTarget, objectKey, type S3Target } from './s3Target.ts'

export interface PublishInput {
  client: S3Client
  target: S3Target
  dir: string
  plan: DeployPlan
  deleteStale: boolean
  concurrency: number
  reporter: ProgressReporter
  signal?: AbortSignal | undefined
}

export async function publish(input: PublishInput): Promise<DeployCounts> {
  const { client, target, dir, plan, deleteStale, concurrency, reporter, signal } = input
  const counts: DeployCounts = { uploaded: 0, uploadedBytes: 0, skipped: 0, deleted: 0 }
  const bodyOf = recentBodies(dir)
  for (const [index, phase] of plan.phases.entries()) {
    reporter.phaseStarted(phase, index, plan.phases.length)
    counts.skipped += phase.skip.length
    try {
      // Each object's record is made as its upload starts: at most `concurrency` of them exist at once.
      await runBounded(phase.upload, concurrency, async (i) => {
        const object = plan.objects.object(i)
        await upload(client, target, bodyOf(object), object, signal)
        counts.uploaded++
        counts.uploadedBytes += object.bytes
        reporter.uploaded(object)
      })
    } catch (error) {
      if (error instanceof DeployError) {
        const step = `${index + 1}/${plan.phases.length} (${phase.title})`
        // Cut off while the pointer itself was going up, the store may have taken it or not.
        const pointer = phase.upload.some((i) => plan.objects.paths[i] === latestPointer)
          ? `${latestPointer} may name either build`
          : `${latestPointer} still names the previous build`
        error.note = `Stopped in phase ${step}: ${pointer}. Deploy again to finish.`
      }
      throw error
    }
  }
  if (deleteStale) {
    reporter.deleting(plan.stale.length)
    // One DELETE per key: multi-object delete is missing or needs extra checksums on some S3-compatible stores.
    await runBounded(plan.stale, concurrency, async (path) => {
      try {
        signal?.throwIfAborted()
        const key = { Bucket: target.bucket, Key: objectKey(target, path) }
        await client.send(new DeleteObjectCommand(key), { abortSignal: signal })
      } catch (error) {
        const failure = new DeployError(`deleting ${describeTarget(target, path)}`, error)
        failure.note = 'The new build is live; some stale objects are left. Deploy again with --delete to remove them.'
        throw failure
      }
      counts.deleted++
      reporter.deleted(path)
    })
  }
  return counts
}

/** Bodies kept for objects that share a source. */
const keptBodies = 64

/**
 * The bytes each object stores, read and compressed from its source. A page and its extensionless copy share their
 * source, load the same objects (so go up in the same phase) and sort next to each other: the body made for one is
 * kept for the other, among the last few made, never the whole site.
 */
function recentBodies(dir: string): (object: LocalObject) => Buffer {
  const bodies = new Map<string, Buffer>()
  return (object) => {
    const key = `${object.contentEncoding ?? ''}:${object.source}`
    let body = bodies.get(key)
    if (!body) {
      body = storedBytes(readFileSync(join(dir, object.source)), object.contentEncoding)
      if (bodies.size >= keptBodies) bodies.delete(bodies.keys().next().value as string)
      bodies.set(key, body)
    }
    return body
  }
}

async function upload(client: S3Client, target: S3Target, body: Buffer, object: LocalObject, signal?: AbortSignal) {
  const where = `uploading ${describeTarget(target, object.path)}`
  const md5 = createHash('md5').update(body).digest()
  if (md5.toString('hex') !== object.md5Hex) {
    throw new DeployError(where, new Error(`${object.source} changed while deploying; rebuild and deploy again`))
  }
  try {
    signal?.throwIfAborted()
    await client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: objectKey(target, object.path),
        Body: body,
        ContentLength: body.length,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        ...(object.contentEncoding ? { ContentEncoding: object.contentEncoding } : {}),
        // The store checks the bytes it received against this.
        ContentMD5: md5.toString('base64'),
        Metadata: { [sha256MetadataKey]: object.sha256Hex },
      }),
      { abortSignal: signal },
    )
  } catch (error) {
    throw new DeployError(where, error)
  }
}
