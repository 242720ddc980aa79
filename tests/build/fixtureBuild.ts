// Whole builds of a small brand set for the build tests, and the one plain build of it that the test files share:
// made by the first file that asks for it in a test run, in a folder the run's global setup provides and removes.
// The build files run one after another (vitest.config.ts), so the shared build is never made twice at once.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { walkFiles } from '../../scripts/lib/files.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for the whole test run (tests/build/globalSetup.ts). */
    buildRunFolder: string
  }
}

export const hostileName = 'Bucket </script><script>alert("xss")</script>'

/** KFC, NCR and thumbtack in `<work>/<name>`, with markup in a product name; `edit` may change KFC further. */
export function fixtureBrands(work: string, name: string, edit?: (kfc: Record<string, unknown>) => void): string {
  const dir = join(work, name)
  for (const prefix of ['KFC', 'NCR', 'thumbtack']) cpSync(`brands/${prefix}.json`, join(dir, `${prefix}.json`))
  const kfc = JSON.parse(readFileSync(join(dir, 'KFC.json'), 'utf8'))
  kfc.products[0].name = hostileName
  edit?.(kfc)
  writeFileSync(join(dir, 'KFC.json'), JSON.stringify(kfc))
  return dir
}

export interface BuildRun {
  status: number | null
  output: string
}

/**
 * `npm run build` with the brand folder `brands`, a fixed timestamp, CI output, and more flags in `args`. Run as npm
 * runs it (scripts/run.mjs): under tsx's loader every build started half a second later.
 */
export function build(
  brands: string,
  out: string,
  history: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
): BuildRun {
  const result = spawnSync(
    process.execPath,
    ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--history', history, ...(options.args ?? [])],
    {
      // NODE_ENV unset, as for a user (Vitest sets "test", which would bundle React's development build).
      env: {
        ...process.env,
        NODE_ENV: undefined,
        BRANDS_DIR: brands,
        CI: 'true',
        SOURCE_DATE_EPOCH: '1790000000',
        ...options.env,
      },
      encoding: 'utf8',
    },
  )
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** Every file below `dir` with its bytes (base64), by path. */
export function snapshot(dir: string): Map<string, string> {
  return new Map(walkFiles(dir).map((f) => [f, readFileSync(join(dir, f), 'base64')]))
}

/**
 * The plain build of fixtureBrands() (no edit, base "/", an empty history), shared by the test files of a run; its
 * deployable's path. Only read it: another file may compare against it. Always a clean build (--clean): the
 * data-only rebuild is compared against it.
 */
export function sharedPlainBuild(): string {
  const folder = inject('buildRunFolder')
  const out = join(folder, 'plain', 'site')
  if (!existsSync(join(out, 'builds', 'latest.json'))) {
    const run = build(fixtureBrands(folder, 'plain-brands'), out, join(folder, 'plain-history'), { args: ['--clean'] })
    if (run.status !== 0) throw new Error(`The shared plain build failed:\n${run.output}`)
  }
  return out
}
