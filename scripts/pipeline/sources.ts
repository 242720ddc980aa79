// What a build was made from, read once before bundling: the bundle cache keys on it, a shard records it so that a
// merge can refuse shards of different sources. A digest of every file the build reads — the checkout's files
// (tracked, and untracked ones git does not ignore), the brand data and the analytics source table, wherever those
// two live — and the settings that change the output though no file does.
// Keeping one digest per file, not only the total, lets a refusal name the files that differ.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { sourceTablePath } from '../../analytics/build/sourceTable.ts'
import { brandsDir } from '../../brand/build/loadBrands.ts'
import { isSameOrInside, realPath, walkFiles } from '../lib/files.ts'

export interface BuildSources {
  /** Digest per file: project files by their path, brand data as "brand data/<file>", the analytics table by name. */
  files: Record<string, string>
  /** Settings of the build, by name ("base", "timestamp", "analytics", VITE_* variables). */
  settings: Record<string, string>
}

export interface BuildSettings {
  base: string
  timestamp: number
  analytics: 'production' | 'test'
}

export function digest(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex')
}

/**
 * Reads the sources of a build in `root`. `exclude` are folders and files the build itself writes or reads as
 * output (--out, --history, --report, shard folders given to a merge): inside the checkout, they are no source.
 */
export function buildSources(root: string, settings: BuildSettings, exclude: readonly string[] = []): BuildSources {
  const skipped = exclude.map(realPath)
  const files: Record<string, string> = {}
  const tracked = gitFiles(root, ['--cached'])
  // What git tracks is a source wherever it is (builds/.gitkeep in the history folder); an untracked file only
  // outside what the build writes.
  const untracked = gitFiles(root, ['--others', '--exclude-standard']).filter(
    (path) => !skipped.some((folder) => isSameOrInside(realPath(join(root, path)), folder)),
  )
  for (const path of [...new Set([...tracked, ...untracked])]) {
    if (isFile(join(root, path))) files[path] = digest(readFileSync(join(root, path)))
  }
  for (const path of walkFiles(brandsDir()).filter((f) => f.endsWith('.json') && !f.includes('/'))) {
    files[`brand data/${path}`] = digest(readFileSync(join(brandsDir(), path)))
  }
  const table = sourceTablePath()
  files[`analytics source table (${basename(table)})`] = digest(existsSync(table) ? readFileSync(table) : '')
  const viteVariables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .map(([name, value]): [string, string] => [name, value ?? ''])
  return {
    files: sortedRecord(Object.entries(files)),
    settings: sortedRecord([
      ['base', settings.base],
      ['timestamp', String(settings.timestamp)],
      ['analytics', settings.analytics],
      ...viteVariables,
    ]),
  }
}

/** One digest of everything in `sources`, independent of key order. */
export function sourceFingerprint(sources: BuildSources): string {
  const hash = createHash('sha256')
  for (const [kind, record] of [
    ['file', sources.files],
    ['setting', sources.settings],
  ] as const) {
    for (const key of Object.keys(record).sort()) hash.update(`${kind}\0${key}\0${record[key]}\0`)
  }
  return hash.digest('hex')
}

/**
 * What differs between two builds' sources, named: "brands/KFC.json", "pages/x.ts (only in shard 2/3)",
 * "setting base ("/" vs "/demo/")". `names` say what `a` and `b` are.
 */
export function sourceDifferences(
  a: BuildSources,
  b: BuildSources,
  names: readonly [string, string],
  compareSettings = true,
): string[] {
  const differences: string[] = []
  for (const path of unionOfKeys(a.files, b.files)) {
    if (a.files[path] === b.files[path]) continue
    if (a.files[path] === undefined) differences.push(`${path} (only in ${names[1]})`)
    else if (b.files[path] === undefined) differences.push(`${path} (only in ${names[0]})`)
    else differences.push(path)
  }
  if (compareSettings) {
    for (const name of unionOfKeys(a.settings, b.settings)) {
      const [x, y] = [a.settings[name], b.settings[name]]
      if (x !== y) differences.push(`setting ${name} (${JSON.stringify(x ?? null)} vs ${JSON.stringify(y ?? null)})`)
    }
  }
  return differences
}

/** The checkout's files git lists with `options`. Needs git. */
function gitFiles(root: string, options: readonly string[]): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', ...options], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return listed.split('\0').filter(Boolean)
  } catch (error) {
    throw new Error(
      `A sharded build names its sources with git, and ${root} is not a git checkout (git ls-files: ${(error as Error).message.split('\n')[0]})`,
    )
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function unionOfKeys(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
}

function sortedRecord(entries: [string, string][]): Record<string, string> {
  return Object.fromEntries(entries.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
}

// The build timestamp must not change between two builds of the same commit: SOURCE_DATE_EPOCH when set
// (reproducible-builds.org convention), else the commit time, else now (outside a git checkout).
export function sourceTimestamp(cwd: string): number {
  const epoch = process.env.SOURCE_DATE_EPOCH
  if (epoch && /^\d+$/.test(epoch)) return Number(epoch) * 1000
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    if (/^\d+$/.test(seconds)) return Number(seconds) * 1000
  } catch {
    // Not a git checkout.
  }
  return Date.now()
}
