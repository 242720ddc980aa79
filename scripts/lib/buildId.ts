// The build id is a digest of the deployable's own content, so two builds of the same input are byte-identical and
// any change of content gives a new id (which the client's build watcher compares).
import { createHash } from 'node:crypto'

/** The files by path: a Map, or a reader that loads each file only when it is hashed (a large site's files need
 *  not all be in memory at once). */
export interface ContentFiles {
  keys(): Iterable<string>
  get(path: string): Buffer | string | undefined
}

export function contentBuildId(files: ContentFiles): string {
  const hash = createHash('sha256')
  for (const path of [...files.keys()].sort()) {
    hash.update(path)
    hash.update('\0')
    hash.update(files.get(path) as Buffer | string)
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}
