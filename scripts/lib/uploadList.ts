// The per-file list ops need to upload the deployable to object storage: path, content type, cache policy.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { cacheControl, contentType } from './cachePolicy.ts'
import { walkFiles } from './walkFiles.ts'

export interface UploadEntry {
  path: string
  contentType: string
  cacheControl: string
  bytes: number
}

export function uploadList(dir: string): UploadEntry[] {
  return walkFiles(dir).map((path) => ({
    path,
    contentType: contentType(path),
    cacheControl: cacheControl(path),
    bytes: statSync(join(dir, path)).size,
  }))
}
