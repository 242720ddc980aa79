// What `npm run new-brand` writes, decided and checked before anything is written: the brand file (a starter, or a
// copy of --like's), and the layout folder a copied one-off needs. The new brand is validated beside the existing
// ones by the loader's own checks and routed, so what is written builds at once.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { globSync } from 'tinyglobby'
import type { Brand } from '../../brand/brandSchema.ts'
import { brandJsonSchemaPath } from '../../brand/build/brandJsonSchema.ts'
import {
  BrandDataError,
  brandProblems,
  brandsDir as defaultBrandsDir,
  knownLayouts,
  loadBrands,
  parseBrandJson,
  projectRoot,
  reservedPrefixes,
} from '../../brand/build/loadBrands.ts'
import type { FulfilmentKind } from '../../brand/fulfilment.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { UsageError } from '../cli/options.ts'
import { formatJson } from '../lib/formats.ts'
import { brandLike } from './likeBrand.ts'
import { copyOneOffLayout, type PlannedFile } from './oneOffLayout.ts'
import { starterBrand } from './starterBrand.ts'

/** The prefix is taken, the data around it is broken, or a file could not be written: exit 1, nothing left behind. */
export class NewBrandError extends Error {
  override name = 'NewBrandError'
}

export interface NewBrandRequest {
  prefix: string
  like?: string | undefined
  name?: string | undefined
  /** The fulfilment kind; with --like, replaces the copied fulfilment (whose options fit its own kind). */
  kind?: FulfilmentKind | undefined
}

export interface NewBrandPlan {
  brand: Brand
  /** The brand it was copied from, as its file names it. */
  like?: string
  files: PlannedFile[]
  /** The new brand's pages, as routed. */
  paths: string[]
}

export function planNewBrand(request: NewBrandRequest, brandsDir = defaultBrandsDir()): NewBrandPlan {
  const root = projectRoot()
  const { prefix } = request
  if (!/^[A-Za-z0-9-]+$/.test(prefix))
    throw new UsageError(`Bad prefix "${prefix}": expected letters, digits and dashes (it is the URL prefix and the file name)`)
  if (reservedPrefixes.includes(prefix.toLowerCase()))
    throw new UsageError(`Bad prefix "${prefix}": reserved for the app's own pages (${reservedPrefixes.join(', ')})`)

  const existing = globSync('*.json', { cwd: brandsDir }).map((file) => basename(file, '.json'))
  const shownBrands = relative(root, brandsDir) || brandsDir
  const taken = existing.find((name) => name.toLowerCase() === prefix.toLowerCase())
  if (taken === prefix) throw new NewBrandError(`${join(shownBrands, `${prefix}.json`)} already exists`)
  if (taken)
    throw new NewBrandError(`"${prefix}" differs from the brand "${taken}" only in case; URLs are matched case-insensitively`)
  const layoutsDir = join(root, 'layouts')
  const folder = readdirSync(layoutsDir).find((name) => name.toLowerCase() === prefix.toLowerCase())
  if (folder)
    throw new NewBrandError(`layouts/${folder}/ already exists and would become the brand's layout; pick another prefix`)

  let others: Brand[]
  try {
    others = loadBrands(brandsDir)
  } catch (error) {
    if (!(error instanceof BrandDataError)) throw error
    throw new NewBrandError(`Fix the existing brand data first. ${error.message}`)
  }
  const name = request.name ?? prefix
  let json: Record<string, unknown>
  let like: string | undefined
  const schema = relative(brandsDir, join(root, brandJsonSchemaPath))
  if (request.like === undefined) json = starterBrand(prefix, name, schema, request.kind)
  else {
    const wanted = request.like.toLowerCase()
    like = existing.find((candidate) => candidate.toLowerCase() === wanted)
    if (!like) throw new UsageError(`--like: no brand "${request.like}" (known: ${existing.join(', ')})`)
    json = brandLike(
      { prefix: like, json: JSON.parse(readFileSync(join(brandsDir, `${like}.json`), 'utf8')) },
      prefix,
      name,
      schema,
    )
  }
  if (like && request.kind && (json.fulfilment as { kind?: string } | undefined)?.kind !== request.kind)
    json = { ...json, fulfilment: { kind: request.kind } }
  const layoutFiles = like && json.layout === prefix ? copyOneOffLayout(layoutsDir, like, prefix) : []

  const shownFile = join(shownBrands, `${prefix}.json`)
  const parsed = parseBrandJson(json)
  const layoutNames = [...knownLayouts(), ...others.map((b) => b.prefix), prefix]
  const problems = 'problems' in parsed ? parsed.problems : brandProblems(parsed.brand, prefix, others, layoutNames)
  if (!('brand' in parsed) || problems.length > 0)
    throw new NewBrandError(`The new brand would be invalid:\n  ${problems.map((p) => `${shownFile}: ${p}`).join('\n  ')}`)
  const routes = buildRouteTable([...others, parsed.brand]).routes.filter((route) => route.brand === prefix)
  return {
    brand: parsed.brand,
    ...(like ? { like } : {}),
    files: [...layoutFiles, { path: relative(root, join(brandsDir, `${prefix}.json`)), content: formatJson(json) }],
    paths: routes.map((route) => route.path),
  }
}

/** Writes the planned files, none of which may exist yet; on any failure removes what it wrote. */
export function writeNewBrand(plan: NewBrandPlan): void {
  const root = projectRoot()
  const written: string[] = []
  const created: string[] = []
  try {
    for (const file of plan.files) {
      const path = join(root, file.path)
      const folder = dirname(path)
      if (!existsSync(folder)) {
        mkdirSync(folder, { recursive: true })
        created.push(folder)
      }
      writeFileSync(path, file.content, { flag: 'wx' })
      written.push(path)
    }
  } catch (error) {
    for (const path of written) rmSync(path, { force: true })
    for (const folder of created.reverse()) rmSync(folder, { recursive: true, force: true })
    throw new NewBrandError(`Could not write the new brand (nothing was kept): ${(error as Error).message}`)
  }
}
