// Checks the direction of every import between the source folders, and that no imports go round in a cycle.
// Layers, bottom to top: lib → brand → routing → analytics → renderer → components → features (pages/, layouts/).
// A module may import from its own layer or a lower one; a feature folder (pages/<feature>/) may not import another
// feature's folder (what two features share belongs in components/). Only static imports count: the renderer finds
// page and layout modules with import.meta.glob, which is not an import of a higher layer's module.
// scripts/, tests/ and the root config files are outside the layers and are not checked.
// Prints one line per problem and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

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
  /** Each cycle as its chain of files, the first file repeated at the end. */
  cycles: string[][]
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

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier
  let target: string
  if (bare.startsWith('.')) target = join(dirname(from), bare)
  else if (bare.startsWith('/')) target = bare.slice(1)
  else return undefined
  target = target.split(sep).join('/')
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (codeFile.test(candidate) && existsSync(join(root, candidate))) return candidate
  }
  return undefined
}

/** Every static import between source files under `root`. */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of sourceFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const pattern of importPatterns) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1] ?? ''
        const to = resolveImport(root, file, specifier)
        if (!to || !layerOf(to)) continue
        const index = (match.index ?? 0) + match[0].lastIndexOf(specifier)
        edges.push({ from: file, line: lineAt(text, index), specifier, to })
      }
    }
  }
  return edges
}

function violation(edge: ImportEdge): string | undefined {
  const fromLayer = layerOf(edge.from)
  const toLayer = layerOf(edge.to)
  if (!fromLayer || !toLayer) return undefined
  if (layers.indexOf(toLayer) > layers.indexOf(fromLayer))
    return `${edge.from}:${edge.line} imports ${edge.to} (layer ${fromLayer} may not import layer ${toLayer})`
  const fromFeature = featureFolder(edge.from)
  const toFeature = featureFolder(edge.to)
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `${edge.from}:${edge.line} imports ${edge.to} (feature ${fromFeature} may not import feature ${toFeature})`
  return undefined
}

/** Cycles in the import graph, one per strongly connected group of files, as a chain through that group. */
export function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const e of edges) {
    const targets = next.get(e.from) ?? []
    if (!targets.includes(e.to)) targets.push(e.to)
    next.set(e.from, targets)
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || next.get(node)?.includes(node)) groups.push(group)
    }
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node)
  return groups.map((group) => chainThrough(group.sort(), next))
}

/** A path from the group's first file back to itself, staying inside the group (breadth-first, so the shortest). */
function chainThrough(group: string[], next: Map<string, string[]>): string[] {
  const start = group[0] ?? ''
  const members = new Set(group)
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift() ?? ''
    for (const to of next.get(node) ?? []) {
      if (!members.has(to)) continue
      if (to === start) {
        const chain = [node]
        for (let at = node; at !== start; ) {
          at = previous.get(at) ?? start
          chain.unshift(at)
        }
        return [...chain, start]
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return [...group, start]
}

export function checkLayers(root: string): LayerReport {
  const edges = importEdges(root)
  const violations = edges.map(violation).filter((v): v is string => v !== undefined)
  return { violations, cycles: findCycles(edges) }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const { violations, cycles } = checkLayers(root)
  for (const line of violations) console.error(line)
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`)
  if (violations.length + cycles.length > 0) {
    console.error(`${violations.length} upward or cross-feature import(s), ${cycles.length} import cycle(s)`)
    process.exit(1)
  }
  console.log(`Layers: ${importEdges(root).length} imports, none upward, no cycles.`)
}
