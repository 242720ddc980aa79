// The bytes of a file stored gzip-encoded (cachePolicy.ts contentEncoding): level 9, no name and no time in the
// header, so the same file always gives the same bytes — the deploy compares them with the bucket's by digest.
import { constants, gzipSync } from 'node:zlib'

export function gzipObject(content: Uint8Array): Buffer {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
}
