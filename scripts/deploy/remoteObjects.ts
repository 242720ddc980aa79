// What the bucket holds under the target prefix: one listing for all ETags and sizes, and a HEAD for the
// stored content hash only where the ETag cannot tell.
import { HeadObjectCommand, paginateListObjectsV2, type S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { DeployError } from './deployError.ts'
import { describeTarget, listingPrefix, objectKey, type S3Target } from './s3Target.ts'

export interface RemoteObject {
  /** Without quotes; the content's MD5 for a single-part upload without KMS encryption. */
  etag: string
  size: number
}

/** The metadata key (x-amz-meta-sha256) where every upload stores the SHA-256 of its content. */
export const sha256MetadataKey = 'sha256'

/** Hands over each object under the prefix, by its path relative to it, page by page as the listing comes: the
 *  caller compares as it goes, and no map of the whole bucket is kept. */
export async function listRemoteObjects(
  client: S3Client,
  target: S3Target,
  each: (path: string, object: RemoteObject) => void,
  signal?: AbortSignal,
): Promise<void> {
  const prefix = listingPrefix(target)
  try {
    const input = { Bucket: target.bucket, ...(prefix ? { Prefix: prefix } : {}) }
    const pages = paginateListObjectsV2({ client }, input, { abortSignal: signal })
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const path = object.Key?.slice(prefix.length)
        // An empty path is a folder marker for the prefix itself: not part of any deployable.
        if (!path) continue
        each(path, { etag: (object.ETag ?? '').replaceAll('"', ''), size: object.Size ?? -1 })
      }
    }
  } catch (error) {
    throw new DeployError(`listing ${describeTarget(target)}`, error)
  }
}

export async function storedSha256(
  client: S3Client,
  target: S3Target,
  path: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: objectKey(target, path) }), {
      abortSignal: signal,
    })
    return head.Metadata?.[sha256MetadataKey]
  } catch (error) {
    // Deleted since the listing: nothing stored to compare, so it is uploaded.
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined
    throw new DeployError(`reading the metadata of ${describeTarget(target, path)}`, error)
  }
}
