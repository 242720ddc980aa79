// Reads and validates every brand data file. Server/build-only: the browser gets brand data through page payloads.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import * as v from 'valibot'
import { boundedLines } from '../../lib/boundedReport.ts'
import { type Brand, brandSchema } from '../brandSchema.ts'
import { checkBrand, lookWarnings } from './checkBrand.ts'
import { dataVersion } from './dataVersion.ts'
import { projectRoot } from './projectRoot.ts'

/** Thrown when brand data is unusable; `problems` lists every problem as `file: field: what was expected`, the message
 *  a few of each kind and how many more (lib/boundedReport.ts). */
export class BrandDataError extends Error {
  constructor(readonly problems: string[]) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`
    super(`Brand data is invalid (${count}):\n  ${boundedLines(problems).join('\n  ')}`)
    this.name = 'BrandDataError'
  }
}

/** Top-level paths the app itself owns; no brand prefix may take them. */
export const reservedPrefixes = ['account', 'assets', 'builds', '404']

export { projectRoot }

/** The brand data folder: `BRANDS_DIR` when set (tests, the scale benchmark), else `brands/`. */
export function brandsDir(): string {
  return resolve(projectRoot(), process.env.BRANDS_DIR ?? 'brands')
}

/** Layouts with a folder of their own: the shared ones (default, shop) and brands with a one-off (Layout.tsx).
 *  Every brand prefix is a layout name too: the shared frame drawing that brand's chrome data. */
export function knownLayouts(): string[] {
  const layouts = join(projectRoot(), 'layouts')
  return visibleNames(layouts).filter((name) => isFile(join(layouts, name, 'Layout.tsx')))
}

/** The names in `dir` but hidden ones, sorted; none when it is missing. Read with fs: a glob library costs every
 *  process that loads brands (the build, each prerender worker) more to load than the listing itself. */
function visibleNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
  } catch {
    return []
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

export function loadBrands(dir = brandsDir(), layouts = knownLayouts()): Brand[] {
  const files = visibleNames(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .filter(isFile)
  const problems: string[] = []
  if (files.length === 0) problems.push(`${dir}: no brand data files (*.json) found`)
  const brands: Brand[] = []
  const parsed = files.map((file) => ({ file, result: parseBrandFile(file) }))
  // A brand's layout may be a shared one, a one-off folder, or any brand's prefix (its chrome, drawn by the frame).
  const layoutNames = [
    ...new Set([...layouts, ...parsed.flatMap(({ result }) => ('brand' in result ? [result.brand.prefix] : []))]),
  ]
  for (const { file, result } of parsed) {
    const shown = relative(projectRoot(), file) || file
    if ('problems' in result) {
      problems.push(...result.problems.map((p) => `${shown}: ${p}`))
      continue
    }
    problems.push(...brandProblems(result.brand, basename(file, '.json'), brands, layoutNames).map((p) => `${shown}: ${p}`))
    brands.push(result.brand)
  }
  if (problems.length > 0) throw new BrandDataError(problems)
  return brands
}

/**
 * Rules about looks (lookWarnings in checkBrand.ts), as `file: field: what would look better`: they never refuse a
 * brand, so a partner can preview a large catalog before its pictures are ready.
 */
export function brandWarnings(brands: readonly Brand[], dir = brandsDir()): string[] {
  return brands.flatMap((brand) => {
    const shown = relative(projectRoot(), join(dir, `${brand.prefix}.json`))
    return lookWarnings(brand).map((p) => `${shown}: ${p.field}: ${p.message}`)
  })
}

/**
 * What is wrong with one parsed brand beside the brands before it, as `field: what was expected`: its prefix (the
 * file name, not reserved, not another brand's in other case) and the rules relating its fields (checkBrand.ts).
 */
export function brandProblems(
  brand: Brand,
  fileName: string,
  others: readonly Brand[],
  layoutNames: readonly string[],
): string[] {
  const problems: string[] = []
  if (brand.prefix !== fileName) problems.push(`prefix: expected "${fileName}" (the file name), got "${brand.prefix}"`)
  if (reservedPrefixes.includes(brand.prefix.toLowerCase())) problems.push(`prefix: "${brand.prefix}" is reserved for the app`)
  const clash = others.find((b) => b.prefix.toLowerCase() === brand.prefix.toLowerCase())
  if (clash)
    problems.push(`prefix: "${brand.prefix}" differs from "${clash.prefix}" only in case; URLs are matched case-insensitively`)
  problems.push(...checkBrand(brand, layoutNames).map((p) => `${p.field}: ${p.message}`))
  return problems
}

function parseBrandFile(file: string): { brand: Brand } | { problems: string[] } {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return { problems: [`not valid JSON: ${(error as Error).message}`] }
  }
  return parseBrandJson(json)
}

/** A brand file's content checked against the schema: the brand, or every problem as `field: what was expected`. */
export function parseBrandJson(json: unknown): { brand: Brand } | { problems: string[] } {
  const named = prototypeNames(json)
  if (named.length > 0) return { problems: named }
  const result = v.safeParse(brandSchema, json)
  if (result.success) return { brand: result.output }
  return {
    problems: result.issues.map((issue) => {
      const path = (v.getDotPath(issue) ?? '(file)').replace(/\.(\d+)(?=\.|$)/g, '[$1]')
      const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input)
      return `${path}: ${issue.message} (got ${got && got.length > 60 ? `${got.slice(0, 57)}...` : got})`
    }),
  }
}

/**
 * Names that JavaScript objects treat specially. As keys of a lookup table they would be dropped by the parser or
 * change the object's prototype rather than name an entry, so a file using one is refused where it says so.
 */
const specialNames = new Set(['__proto__', 'prototype', 'constructor'])

function prototypeNames(json: unknown, path = ''): string[] {
  if (typeof json !== 'object' || json === null) return []
  return Object.entries(json).flatMap(([key, value]) => {
    const field = Array.isArray(json) ? `${path}[${key}]` : path ? `${path}.${key}` : key
    const here = !Array.isArray(json) && specialNames.has(key) ? [`${field}: "${key}" cannot be used as a name here`] : []
    return [...here, ...prototypeNames(value, field)]
  })
}

let cached: { key: string; version: number; brands: Brand[] } | undefined

/** Loads once per brand folder and data version (the dev server bumps it on an edit): route functions and data hooks
 *  call this for every page. */
export function getBrands(): Brand[] {
  const key = brandsDir()
  const version = dataVersion()
  if (cached?.key !== key || cached.version !== version) cached = { key, version, brands: loadBrands(key) }
  return cached.brands
}
