// s3rver's file-system store lists a bucket in the order it walks its folders, names sorted within each: "KFC/…"
// before "KFC-2/…", and "KFC/shop/cart/index.html" before "KFC/shop" (the folder "shop" sorts before the file
// "shop._S3rver_object"). S3 lists keys in byte order ("-" sorts before "/": "KFC-2/…" first) and starts each page
// after the last key of the one before, so past the first 1,000 keys s3rver left out every key its walk had put
// later: a redeploy of a site with partners "KFC" and "KFC-2" saw nine tenths of its bucket as missing. This lists
// in S3's order, from a sorted index of the bucket's keys that is made again after any write.
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// s3rver's own object model, as its listing returns it.
const S3Object = require('@20minutes/s3rver/lib/models/object.js') as new (
  bucket: string,
  key: string,
  content: null,
  metadata: Record<string, string>,
) => object

const objectSuffix = '._S3rver_object'

interface ListOptions {
  delimiter?: string
  startAfter?: string
  prefix?: string
  maxKeys?: number
}

interface FilesystemStore {
  getBucketPath(bucket: string): string
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>
  listObjects(bucket: string, options: ListOptions): Promise<unknown>
  [method: string]: unknown
}

/** The first index in sorted `keys` whose key is above `key` (or at least `key`, when `inclusive`). */
function firstAfter(keys: readonly string[], key: string, inclusive: boolean): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const k = keys[middle] as string
    if (k < key || (!inclusive && k === key)) low = middle + 1
    else high = middle
  }
  return low
}

/** Makes `store` (an s3rver FilesystemStore) list as S3 does. Keys compare as UTF-16, which is byte order for ASCII. */
export function listInByteOrder(store: FilesystemStore): void {
  const decodeKeyPath = (store.constructor as unknown as { decodeKeyPath(path: string): string }).decodeKeyPath
  const indexes = new Map<string, string[]>()
  for (const method of ['putObject', 'copyObject', 'deleteObject', 'putObjectMultipart', 'deleteBucket', 'reset']) {
    const original = store[method] as (...args: unknown[]) => unknown
    // Cleared when the write starts and again when it ends: a listing made meanwhile must not keep an index
    // without the new key.
    store[method] = (...args: unknown[]) => {
      indexes.clear()
      return Promise.resolve(original.apply(store, args)).finally(() => indexes.clear())
    }
  }
  const sortedKeys = (bucket: string): string[] => {
    let keys = indexes.get(bucket)
    if (!keys) {
      keys = (readdirSync(store.getBucketPath(bucket), { recursive: true }) as string[])
        .filter((path) => path.endsWith(objectSuffix))
        .map((path) => decodeKeyPath(path.slice(0, -objectSuffix.length)))
        .sort()
      indexes.set(bucket, keys)
    }
    return keys
  }
  store.listObjects = async (bucket, { delimiter = '', startAfter = '', prefix = '', maxKeys = Infinity }) => {
    const keys = sortedKeys(bucket)
    const listed: string[] = []
    const commonPrefixes = new Set<string>()
    let isTruncated = false
    for (let i = Math.max(firstAfter(keys, startAfter, false), firstAfter(keys, prefix, true)); i < keys.length; i++) {
      const key = keys[i] as string
      if (!key.startsWith(prefix)) break
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1
      if (cut !== -1) commonPrefixes.add(key.slice(0, cut + delimiter.length))
      else if (listed.length < maxKeys) listed.push(key)
      else {
        isTruncated = true
        break
      }
    }
    const metadata = await Promise.all(listed.map((key) => store.getMetadata(bucket, key).catch(() => undefined)))
    return {
      objects: listed.flatMap((key, i) => (metadata[i] ? [new S3Object(bucket, key, null, metadata[i])] : [])),
      commonPrefixes: [...commonPrefixes].sort(),
      isTruncated,
    }
  }
}
