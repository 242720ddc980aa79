// Checks the direction of every import between the source folders (import cycles are Biome's noImportCycles rule).
// Layers, bottom to top: lib → brand → routing → analytics → renderer → components → features (pages/, layouts/).
// A module may import from its own layer or a lower one; a feature folder (pages/<feature>/) may not import another
// feature's folder (what two features share belongs in components/). A feature reaches shared code only through a kit
// surface (components/<kit>/index.ts, or components/<kit>/build/*.ts for build-time data) and the route table
// (routing/), never a kit's inner files or the layers under components/ directly: a page's imports then name the
// kits it uses, and a kit can be reorganised without touching its features. Only static imports count: the renderer finds
// page and layout modules with import.meta.glob, which is not an import of a higher layer's module.
// scripts/ has floors of its own: lib/ is its ground floor and imports no other folder there; cli/ (the command line)
// imports only lib/; every other folder is a room for one job (pipeline/, server/, deploy/, …) that may import lib/,
// cli/ and another room, as long as no two rooms import each other, directly or round a longer loop; the commands
// (scripts/*.ts) are the top floor, imported by none of them. tests/ and the root config files are not checked.
// Prints one line per problem and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walkFiles } from './lib/files.ts'

export const layers = ['lib', 'brand', 'routing', 'analytics', 'renderer', 'components', 'features'] as const
export type Layer = (typeof layers)[number]

const layerOfFolder: Record<string, Layer> = {
  lib: 'lib',
  brand: 'brand',
  routing: 'routing',
  analytics: 'analytics',
  renderer: 'renderer',
  components: 'components',
  pages: 'features',
  layouts: 'features',
}

const skippedFolders = new Set(['node_modules', 'dist', 'tests', 'scripts', 'builds', 'test-results', 'bench-results'])
const codeFile = /\.tsx?$/

export interface ImportEdge {
  from: string
  line: number
  specifier: string
  to: string
}

export interface LayerReport {
  /** `file:line imports <path> (…)`, one per import that runs up a layer or across feature folders. */
  violations: string[]
  /** How many imports were checked: of the app's layers, and within scripts/. */
  imports: { layers: number; scripts: number }
}

/** The layer of a path relative to the root ("components/shop/cart.ts" → components), or undefined outside them. */
export function layerOf(file: string): Layer | undefined {
  const top = file.split('/')[0] ?? ''
  return file.includes('/') ? layerOfFolder[top] : undefined
}

function featureFolder(file: string): string | undefined {
  const [top, name] = file.split('/')
  return top === 'pages' && name && file.split('/').length > 2 ? `pages/${name}` : undefined
}

function sourceFiles(root: string, dir = ''): string[] {
  const files: string[] = []
  for (const name of readdirSync(join(root, dir))) {
    if (name.startsWith('.') || (dir === '' && skippedFolders.has(name))) continue
    const rel = dir ? `${dir}/${name}` : name
    if (statSync(join(root, rel)).isDirectory()) files.push(...sourceFiles(root, rel))
    else if (codeFile.test(name) && !name.endsWith('.d.ts') && layerOf(rel)) files.push(rel)
  }
  return files.sort()
}

const importPatterns = [
  // import … from '…' / export … from '…' (the clause may span lines)
  /^[ \t]*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  // import '…' (side effects only)
  /^[ \t]*import\s*['"]([^'"]+)['"]/gm,
  // import('…')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** The project file an import names (code, CSS, any file), relative to `root`; undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier
  let target: string
  if (bare.startsWith('.')) target = join(dirname(from), bare)
  else if (bare.startsWith('/')) target = bare.slice(1)
  else return undefined
  target = target.split(sep).join('/')
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    const path = join(root, candidate)
    if (existsSync(path) && statSync(path).isFile()) return candidate
  }
  return undefined
}

/** The static imports of one file, each with the file it names (code, CSS, any file). */
function importsOf(root: string, file: string): { specifier: string; line: number; to: string }[] {
  const text = readFileSync(join(root, file), 'utf8')
  const found: { specifier: string; line: number; to: string }[] = []
  for (const pattern of importPatterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] ?? ''
      const to = resolveImport(root, file, specifier)
      if (!to) continue
      const index = (match.index ?? 0) + match[0].lastIndexOf(specifier)
      found.push({ specifier, line: lineAt(text, index), to })
    }
  }
  return found
}

/** The project files one file imports, relative to `root`. */
export function importedFiles(root: string, file: string): string[] {
  return importsOf(root, file).map((i) => i.to)
}

/** Every static import between source files under `root`. */
export function importEdges(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) =>
    importsOf(root, file)
      .filter(({ to }) => codeFile.test(to) && layerOf(to))
      .map(({ specifier, line, to }) => ({ from: file, line, specifier, to })),
  )
}

/** A kit's public surface: what features may import from components/. */
export function isKitSurface(file: string): boolean {
  return /^components\/[^/]+\/(index\.ts|build\/[^/]+\.ts)$/.test(file)
}

function violation(edge: ImportEdge): string | undefined {
  const fromLayer = layerOf(edge.from)
  const toLayer = layerOf(edge.to)
  if (!fromLayer || !toLayer) return undefined
  if (layers.indexOf(toLayer) > layers.indexOf(fromLayer))
    return `${edge.from}:${edge.line} imports ${edge.to} (layer ${fromLayer} may not import layer ${toLayer})`
  if (fromLayer === 'features' && toLayer !== 'features' && toLayer !== 'routing' && !isKitSurface(edge.to))
    return `${edge.from}:${edge.line} imports ${edge.to} (a feature imports shared code through a kit surface: components/<kit>/index.ts)`
  const fromFeature = featureFolder(edge.from)
  const toFeature = featureFolder(edge.to)
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `${edge.from}:${edge.line} imports ${edge.to} (feature ${fromFeature} may not import feature ${toFeature})`
  return undefined
}

/** The floor of a file under scripts/: "command" for scripts/*.ts, else its folder ("lib", "pipeline", "a/b", …). */
export function scriptsFloorOf(file: string): string | undefined {
  const parts = file.split('/')
  if (parts[0] !== 'scripts' || parts.length < 2) return undefined
  // A folder nested in a room belongs to that room: scripts/lib/x/ is on the ground floor too.
  return parts.length === 2 ? 'command' : parts[1]
}

const scriptsCode = /\.(tsx?|mjs)$/

function scriptsFiles(root: string): string[] {
  return walkFiles(join(root, 'scripts'))
    .filter((file) => scriptsCode.test(file) && !file.endsWith('.d.ts') && !file.split('/').some((part) => part.startsWith('.')))
    .map((file) => `scripts/${file}`)
}

/** Every static import from one file under scripts/ to another. */
export function scriptsImportEdges(root: string): ImportEdge[] {
  return scriptsFiles(root).flatMap((file) =>
    importsOf(root, file)
      .filter(({ to }) => scriptsFloorOf(to) !== undefined)
      .map(({ specifier, line, to }) => ({ from: file, line, specifier, to })),
  )
}

/** The rooms `from` reaches through the room graph, as a path ending at `to`; undefined when it cannot. */
function roomPath(graph: Map<string, Set<string>>, from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string>([[from, '']])
  const queue = [from]
  while (queue.length > 0) {
    const room = queue.shift() as string
    if (room === to) {
      const path = [room]
      while (cameFrom.get(path[0] as string)) path.unshift(cameFrom.get(path[0] as string) as string)
      return path
    }
    for (const next of graph.get(room) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, room)
        queue.push(next)
      }
    }
  }
  return undefined
}

function scriptsViolations(edges: readonly ImportEdge[]): string[] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    const a = scriptsFloorOf(from) as string
    const b = scriptsFloorOf(to) as string
    if (a !== b && a !== 'command' && b !== 'command') graph.set(a, (graph.get(a) ?? new Set()).add(b))
  }
  return edges.flatMap((edge) => {
    const from = scriptsFloorOf(edge.from) as string
    const to = scriptsFloorOf(edge.to) as string
    const where = `${edge.from}:${edge.line} imports ${edge.to}`
    if (to === 'command') return [`${where} (the commands in scripts/ are the top floor: nothing there imports one)`]
    if (from === to || from === 'command') return []
    if (from === 'lib') return [`${where} (scripts/lib/ is the ground floor: it imports no other folder of scripts/)`]
    if (from === 'cli' && to !== 'lib') return [`${where} (scripts/cli/ imports only scripts/lib/)`]
    // Importing the floors below is always right; a loop through them is reported where they import up.
    if (to === 'lib' || to === 'cli') return []
    const back = roomPath(graph, to, from)
    if (!back) return []
    return [`${where} (folder loop: ${[from, ...back].map((room) => `scripts/${room}`).join(' → ')})`]
  })
}

export function checkLayers(root: string): LayerReport {
  const layers = importEdges(root)
  const scripts = scriptsImportEdges(root)
  return {
    violations: [...layers.map(violation).filter((v): v is string => v !== undefined), ...scriptsViolations(scripts)],
    imports: { layers: layers.length, scripts: scripts.length },
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const { violations, imports } = checkLayers(root)
  for (const line of violations) console.error(line)
  if (violations.length > 0) {
    console.error(`${violations.length} upward, cross-feature or looping import(s)`)
    process.exit(1)
  }
  console.log(
    `Layers: ${imports.layers} imports, none upward or across features; scripts/: ${imports.scripts} imports, none upward, no folder loop.`,
  )
}
