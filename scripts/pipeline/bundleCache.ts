// Rebuilds that only do what changed: the bundles (the client's assets and the server build the prerender runs)
// depend on code, never on brand data or the analytics source table, which the pages read when they render. So
// the bundles of the last clean build are kept under a key made of everything else the build reads (every file of
// the checkout but the brand data, the settings, NODE_ENV and the Node version), and a build whose key matches
// copies them instead of bundling again: a data-only rebuild. Its deployable is byte-identical to a clean build's
// (tests/build).
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { basename, dirname, join, relative } from 'node:path'
import { shippedSourceTablePath } from '../../analytics/build/sourceTable.ts'
import { brandsDir } from '../../brand/build/loadBrands.ts'
import { linkOrCopy, moveFolder, walkFiles } from '../lib/files.ts'
import { type BuildSources, sourceFingerprint } from './sources.ts'

/** The two folders Vike writes that the prerender needs: assets (client/) and the server build (server/). */
const bundleFolders = ['client', 'server'] as const

/** The key of the bundles a build of `sources` produces (the build's reading of its checkout, pipeline/sources.ts). */
export function bundleKey(root: string, sources: BuildSources): string {
  // Data wherever it is read from: the brand folder in use and the project's own, and the source tables.
  const dataFolders = [relative(root, brandsDir()), 'brands']
  const dataFiles = [relative(root, shippedSourceTablePath())]
  const isData = (path: string) =>
    path.startsWith('brand data/') ||
    path.startsWith('analytics source table') ||
    dataFiles.includes(path) ||
    dataFolders.some((folder) => path.startsWith(`${folder}/`))
  const files = Object.fromEntries(Object.entries(sources.files).filter(([path]) => !isData(path)))
  const { timestamp: _, ...rest } = sources.settings
  // NODE_ENV picks React's development or production build into the bundles (Vitest runs with "test").
  const settingsKey = { ...rest, nodeEnv: process.env.NODE_ENV ?? '', node: process.version }
  return sourceFingerprint({ files, settings: settingsKey }).slice(0, 24)
}

/** The cache folder (one entry: the last clean build's bundles). */
export function bundleCacheDir(dist: string): string {
  return join(dist, '.bundles')
}

/** Whether the cache holds bundles for any key: a build can reuse none when it holds none. */
export function hasAnyBundles(cache: string): boolean {
  try {
    return readdirSync(cache).some((entry) => !entry.startsWith('.'))
  } catch {
    return false
  }
}

/** Whether the cache holds bundles for `key`. */
export function hasBundles(cache: string, key: string): boolean {
  return bundleFolders.every((folder) => existsSync(join(cache, key, folder)))
}

/** Copies the cached bundles for `key` into `outDir`; false when there are none. */
export function restoreBundles(cache: string, key: string, outDir: string): boolean {
  const entry = join(cache, key)
  if (!hasBundles(cache, key)) return false
  for (const folder of bundleFolders) cpSync(join(entry, folder), join(outDir, folder), { recursive: true })
  return true
}

/** A clean build's bundles on their way into the cache (keepBundles). */
export interface KeptBundles {
  /** Moves the server build in and makes the entry the cache's only one.
   *  Called once the prerender is done: the server build is of no more use to the build then. */
  commit(): Promise<void>
}

/**
 * Keeps `outDir`'s freshly made bundles as the cache's only entry, written aside and renamed into place. The client's
 * files are linked now (hard links: they are never written in place, and a link costs a twentieth of a copy here); the
 * pages the prerender adds to the client folder meanwhile are no bundle. The server build is moved, not copied, when
 * the entry is committed.
 */
export function keepBundles(cache: string, key: string, outDir: string): KeptBundles {
  mkdirSync(cache, { recursive: true })
  const writing = join(cache, `.writing-${process.pid}`)
  rmSync(writing, { recursive: true, force: true })
  const client = join(outDir, 'client')
  try {
    const files = walkFiles(client)
    for (const folder of new Set(files.map((file) => dirname(join(writing, 'client', file))))) {
      mkdirSync(folder, { recursive: true })
    }
    for (const file of files) linkOrCopy(join(client, file), join(writing, 'client', file))
  } catch (error) {
    // A full disk: a half-written entry would only hold the space that ran out.
    rmSync(writing, { recursive: true, force: true })
    throw error
  }
  // The cache keeps one entry, and the earlier ones are of no use to a build that bundles: they go meanwhile.
  const earlier = readdirSync(cache).filter((name) => name !== basename(writing))
  const removals = Promise.all(earlier.map((name) => rm(join(cache, name), { recursive: true, force: true })))
  // Reported by commit(); a build that fails before it leaves the folder to the next build's commit, which removes it.
  removals.catch(() => {})
  return {
    async commit() {
      try {
        moveFolder(join(outDir, 'server'), join(writing, 'server'))
      } catch (error) {
        rmSync(writing, { recursive: true, force: true })
        throw error
      }
      await removals
      renameSync(writing, join(cache, key))
    },
  }
}
