// Carries out a plan: phase after phase (each finished before the next starts), a bounded number of uploads at
// a time within one, then — with the new build live — the stale objects, if asked.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { type LocalObject, storedBytes } from './deployable.ts'
import { DeployError } from './deployError.ts'
import { latestPointer, phases, phaseTitles } from './phases.ts'
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
}

export async function publish({ client, target, dir, plan, deleteStale, concurrency, reporter }: PublishInput) {
  const counts: DeployCounts = { uploaded: 0, uploadedBytes: 0, skipped: 0, deleted: 0 }
  for (const phase of plan.phases) {
    reporter.phaseStarted(phase)
    counts.skipped += phase.skip.length
    try {
      await runBounded(phase.upload, concurrency, async (object) => {
        await upload(client, target, dir, object)
        counts.uploaded++
        counts.uploadedBytes += object.bytes
        reporter.uploaded(object)
      })
    } catch (error) {
      if (error instanceof DeployError) {
        const step = `${phases.indexOf(phase.phase) + 1}/${phases.length} (${phaseTitles[phase.phase]})`
        error.note = `Stopped in phase ${step}: ${latestPointer} still names the previous build. Deploy again to finish.`
      }
      throw error
    }
  }
  if (deleteStale) {
    reporter.deleting(plan.stale.length)
    // One DELETE per key: multi-object delete is missing or needs extra checksums on some S3-compatible stores.
    await runBounded(plan.stale, concurrency, async (path) => {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: objectKey(target, path) }))
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

async function upload(client: S3Client, target: S3Target, dir: string, object: LocalObject): Promise<void> {
  const where = `uploading ${describeTarget(target, object.path)}`
  const body = storedBytes(readFileSync(join(dir, object.source)), object.contentEncoding)
  const md5 = createHash('md5').update(body).digest()
  if (md5.toString('hex') !== object.md5Hex) {
    throw new DeployError(where, new Error(`${object.source} changed while deploying; rebuild and deploy again`))
  }
  try {
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
    )
  } catch (error) {
    throw new DeployError(where, error)
  }
}
