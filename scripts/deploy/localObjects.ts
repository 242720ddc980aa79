// The deployable's objects held compactly, by index: a deploy of 300,000 objects kept an object per entry (with
// hex digests and an array of the paths it loads), the list parsed whole and a listing map beside them, 3.4 KB an
// object. Here an object is its path string, a few small numbers in columns (its content type and cache policy as
// indexes into the handful of distinct values), its digests as bytes, and what it loads as indexes into one shared
// array. `object(i)` makes the plain record of one object when an upload or a line of output needs it.
import { isHtmlType } from './references.ts'
import type { UploadListEntry } from './uploadListEntries.ts'

/** One object to publish: its path under the target, and the file (`source`) whose bytes it gets — compressed,
 *  when it is stored with a `contentEncoding`. */
export interface LocalObject {
  path: string
  source: string
  contentType: string
  cacheControl: string
  contentEncoding?: 'gzip'
  /** The object's size: the stored (maybe compressed) bytes. */
  bytes: number
  /** Digests of the stored bytes. */
  md5Hex: string
  sha256Hex: string
}

const md5Bytes = 16
const sha256Bytes = 32
const digestBytes = md5Bytes + sha256Bytes

export class LocalObjects {
  /** Each object's path (its key under the target prefix). */
  readonly paths: string[] = []
  private readonly index = new Map<string, number>()
  /** The file whose bytes an object gets, where it is not the file at its own path. */
  private readonly sources: (string | undefined)[] = []
  /** Content types and cache policies, each distinct value once; objects name them by index. */
  private readonly texts: string[] = []
  private readonly textIndex = new Map<string, number>()
  private readonly contentTypes: number[] = []
  private readonly cachePolicies: number[] = []
  private readonly gzip: boolean[] = []
  private readonly listedBytes: number[] = []
  /** The object whose stored bytes, digests and references this one shares (the same source and encoding). */
  private owners = new Int32Array(0)
  /** Objects whose path is some object's source. */
  private usedAsSource = new Uint8Array(0)
  /** Sources that are no object's path (rare: a file uploaded only under another key). */
  private readonly otherSources = new Set<string>()
  private sizes = new Float64Array(0)
  private digests = Buffer.alloc(0)
  private referenceFrom = new Int32Array(0)
  private referenceTo = new Int32Array(0)
  private references = new Int32Array(1024)
  private referenceCount = 0

  get count(): number {
    return this.paths.length
  }

  /** Adds an entry of the upload list; false (and nothing added) when its path is already listed. */
  add(entry: UploadListEntry): boolean {
    if (this.index.has(entry.path)) return false
    this.index.set(entry.path, this.paths.length)
    this.paths.push(entry.path)
    this.sources.push(entry.source === undefined || entry.source === entry.path ? undefined : entry.source)
    this.contentTypes.push(this.intern(entry.contentType))
    this.cachePolicies.push(this.intern(entry.cacheControl))
    this.gzip.push(entry.contentEncoding === 'gzip')
    this.listedBytes.push(entry.bytes)
    return true
  }

  private intern(text: string): number {
    let found = this.textIndex.get(text)
    if (found === undefined) {
      found = this.texts.push(text) - 1
      this.textIndex.set(text, found)
    }
    return found
  }

  /** Once every entry is added: which object owns each source (reads and digests it for the others). */
  sealPaths(): void {
    const count = this.count
    this.owners = new Int32Array(count)
    this.usedAsSource = new Uint8Array(count)
    this.sizes = new Float64Array(count)
    this.digests = Buffer.alloc(count * digestBytes)
    this.referenceFrom = new Int32Array(count)
    this.referenceTo = new Int32Array(count)
    const sharedBy = new Map<string, number>()
    for (let i = 0; i < count; i++) {
      const source = this.sources[i]
      if (source === undefined) {
        this.owners[i] = i
        this.usedAsSource[i] = 1
        continue
      }
      const file = this.index.get(source)
      if (file !== undefined) {
        this.usedAsSource[file] = 1
        // The listed path's own string: 100,000 extensionless pages need no second copy of their source's path.
        this.sources[i] = this.paths[file]
        if (this.sources[file] === undefined && this.gzip[file] === this.gzip[i]) {
          this.owners[i] = file
          continue
        }
      } else this.otherSources.add(source)
      const key = `${this.gzip[i] ? 'gzip' : ''}:${source}`
      const owner = sharedBy.get(key) ?? i
      sharedBy.set(key, owner)
      this.owners[i] = owner
    }
  }

  indexOf(path: string): number | undefined {
    return this.index.get(path)
  }

  /** Whether some object's bytes come from the file at `path`. */
  isSource(path: string): boolean {
    const i = this.index.get(path)
    return (i !== undefined && this.usedAsSource[i] === 1) || this.otherSources.has(path)
  }

  isHtmlPath(path: string): boolean {
    const i = this.index.get(path)
    return i !== undefined && isHtmlType(this.contentTypeOf(i))
  }

  ownerOf(i: number): number {
    return this.owners[i] as number
  }

  sourceOf(i: number): string {
    return this.sources[i] ?? (this.paths[i] as string)
  }

  contentTypeOf(i: number): string {
    return this.texts[this.contentTypes[i] as number] as string
  }

  encodingOf(i: number): 'gzip' | undefined {
    return this.gzip[i] ? 'gzip' : undefined
  }

  listedBytesOf(i: number): number {
    return this.listedBytes[i] as number
  }

  /** Records what the owner of a source stores: its size, digests and the paths of what it loads. */
  setStored(i: number, bytes: number, md5: Buffer, sha256: Buffer, loads: readonly string[]): void {
    this.sizes[i] = bytes
    md5.copy(this.digests, i * digestBytes)
    sha256.copy(this.digests, i * digestBytes + md5Bytes)
    this.referenceFrom[i] = this.referenceCount
    for (const path of loads) {
      const target = this.index.get(path)
      if (target === undefined) continue
      if (this.referenceCount === this.references.length) {
        const grown = new Int32Array(this.references.length * 2)
        grown.set(this.references)
        this.references = grown
      }
      this.references[this.referenceCount++] = target
    }
    this.referenceTo[i] = this.referenceCount
  }

  /** The indexes of the objects object `i` loads. */
  referencesOf(i: number): Int32Array {
    const owner = this.ownerOf(i)
    return this.references.subarray(this.referenceFrom[owner], this.referenceTo[owner])
  }

  /** The stored size. */
  bytesOf(i: number): number {
    return this.sizes[this.ownerOf(i)] as number
  }

  md5HexOf(i: number): string {
    const at = this.ownerOf(i) * digestBytes
    return this.digests.toString('hex', at, at + md5Bytes)
  }

  sha256HexOf(i: number): string {
    const at = this.ownerOf(i) * digestBytes + md5Bytes
    return this.digests.toString('hex', at, at + sha256Bytes)
  }

  /** The plain record of object `i`, made when asked for. */
  object(i: number): LocalObject {
    const encoding = this.encodingOf(i)
    return {
      path: this.paths[i] as string,
      source: this.sourceOf(i),
      contentType: this.contentTypeOf(i),
      cacheControl: this.texts[this.cachePolicies[i] as number] as string,
      ...(encoding ? { contentEncoding: encoding } : {}),
      bytes: this.bytesOf(i),
      md5Hex: this.md5HexOf(i),
      sha256Hex: this.sha256HexOf(i),
    }
  }
}
