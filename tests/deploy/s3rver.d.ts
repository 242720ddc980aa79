// The parts of @20minutes/s3rver (which ships no types) that the deploy tests use.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface S3rverOptions {
    directory: string
    silent?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Its file-system store (byteOrderListing.ts replaces how it lists a bucket). */
    readonly store: unknown
    /** Creates the buckets named in `configureBuckets`. */
    configureBuckets(): Promise<void>
    /** The request handler, for a server the caller listens with. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}
