// The last whole build's rendered pages, kept beside its bundles (dist/.pages/<digest>/), each under the digest of
// everything its output depends on (lib/pageInputs.ts): a data-only rebuild copies the pages whose digest is
// unchanged and renders only the rest. Pages are kept as the workers wrote them, before the build id is stamped in
// (lib/finishDeployable.ts). The new cache is assembled inside the build's staging folder and swapped in only once
// the build is published, so a failed build leaves the previous cache as it was.
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { PageOutput } from './pageInputs.ts'

export function pageCacheDir(dist: string): string {
  return join(dist, '.pages')
}

/** Whether `cache` holds every file of `page` under `digest`. */
export function hasCachedPage(cache: string, page: PageOutput, digest: string): boolean {
  return page.files.every((file) => existsSync(join(cache, digest, basename(file))))
}

/** Copies the cached files of `page` into the deployable being assembled (copies: the deployable's HTML is rewritten
 *  in place when the build id is stamped). */
export function restoreCachedPage(cache: string, page: PageOutput, digest: string, clientDir: string): void {
  for (const file of page.files) {
    const target = join(clientDir, file)
    mkdirSync(join(target, '..'), { recursive: true })
    copyFileSync(join(cache, digest, basename(file)), target)
  }
}

export interface NextCache {
  /** The folder being assembled, inside the staging folder. */
  dir: string
  /** Adds a page the workers just rendered, copied from the deployable before the build id is stamped in. */
  addRendered(page: PageOutput, digest: string, clientDir: string): void
  /** Adds a page reused from the current cache (a hard link: cached files are never written again). */
  addReused(page: PageOutput, digest: string): void
}

export function nextPageCache(cache: string, staging: string): NextCache {
  const dir = join(staging, 'page-cache')
  const entry = (digest: string) => {
    mkdirSync(join(dir, digest), { recursive: true })
    return join(dir, digest)
  }
  return {
    dir,
    addRendered(page, digest, clientDir) {
      const to = entry(digest)
      for (const file of page.files) copyFileSync(join(clientDir, file), join(to, basename(file)))
    },
    addReused(page, digest) {
      const to = entry(digest)
      for (const file of page.files) {
        const from = join(cache, digest, basename(file))
        try {
          linkSync(from, join(to, basename(file)))
        } catch {
          copyFileSync(from, join(to, basename(file)))
        }
      }
    },
  }
}

/** Makes `next` the cache: the old one is moved into `staging` (removed with it), then `next` renamed into place. */
export function replacePageCache(cache: string, next: NextCache, staging: string): void {
  if (existsSync(cache)) renameSync(cache, join(staging, 'page-cache-replaced'))
  renameSync(next.dir, cache)
}
