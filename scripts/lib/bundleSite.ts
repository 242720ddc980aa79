// The bundling step of a build: Vike bundles the client and the server build into `staging`, or, when only data
// changed since the last clean build, its bundles are copied instead (lib/bundleCache.ts).
import { relative } from 'node:path'
import { bundleCacheDir, keepBundles, restoreBundles } from './bundleCache.ts'

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
  await withoutBundlerNoise(quiet, () => build({ viteConfig: { root, logLevel: 'warn' } }))
  if (key) keepBundles(cache, key, staging)
  return 'clean'
}

/** Runs Vike's bundling with Rolldown's note about Vike's own unnamed chunk group (noise for our users) dropped. */
async function withoutBundlerNoise<T>(quiet: boolean, run: () => Promise<T>): Promise<T> {
  const original = console.log
  const originalWarn = console.warn
  const noise = (args: unknown[]) => args.map(String).join(' ').includes('debugName')
  console.warn = (...args: unknown[]) => noise(args) || originalWarn(...args)
  console.log = (...args: unknown[]) => noise(args) || quiet || original(...args)
  try {
    return await run()
  } finally {
    console.log = original
    console.warn = originalWarn
  }
}
