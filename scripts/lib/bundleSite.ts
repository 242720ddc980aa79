// The bundling step of a build: Vike bundles the client and the server build into `staging`, or, when only data
// changed since the last clean build, its bundles are copied instead (lib/bundleCache.ts).
import { relative } from 'node:path'
import { bundleCacheDir, keepBundles, restoreBundles } from './bundleCache.ts'
import { withPrerenderProgress } from './prerenderProgress.ts'

export type BuildKind = 'clean' | 'data-only'

export interface BundleOptions {
  root: string
  dist: string
  staging: string
  base: string
  /** The bundle key (lib/bundleCache.ts), or undefined: bundle and keep nothing. */
  key: string | undefined
  /** Bundle even when cached bundles match (--clean). */
  clean: boolean
  quiet: boolean
  log: (line: string) => void
}

export async function bundleSite(options: BundleOptions): Promise<BuildKind> {
  const { root, dist, staging, base, key, clean, quiet, log } = options
  const cache = bundleCacheDir(dist)
  if (key && !clean && restoreBundles(cache, key, staging)) {
    log(`Reusing the bundles of the last clean build: only data changed (base ${base})…`)
    return 'data-only'
  }
  log(`Bundling with Vike (base ${base})…`)
  process.env.OUT_DIR = relative(root, staging)
  process.env.BASE_PATH = base
  const { build } = await import('vike/api')
  await withPrerenderProgress(quiet, () => build({ viteConfig: { root, logLevel: 'warn' } }))
  if (key) keepBundles(cache, key, staging)
  return 'clean'
}
