// The upload order, derived from what each object loads (references.ts): objects go up in levels, each level once
// the one before it is stored, and an object's level is above the levels of everything it loads, so no page is live
// before its scripts, styles, fonts, icons, payloads or build meta. Objects that load each other (bundles importing
// each other, payloads of pages that link to each other) share a level: none of them can go first. The
// builds/latest.json pointer is a level of its own, last: it tells open tabs a new build exists.
import { latestPointer } from './references.ts'

export interface Ordered {
  path: string
  /** Paths of the objects this one loads. */
  references: readonly string[]
}

/** Objects by index, and what each loads as indexes: how a whole site's objects are held (localObjects.ts). */
export interface ReferenceGraph {
  count: number
  paths: readonly string[]
  referencesOf(i: number): ArrayLike<number>
}

/** The objects in upload levels, each sorted by path; builds/latest.json (when present) alone in the last one. */
export function uploadLevels<T extends Ordered>(objects: readonly T[]): T[][] {
  const indexOf = new Map(objects.map((o, i) => [o.path, i]))
  const references = objects.map((o) => o.references.map((path) => indexOf.get(path)).filter((n): n is number => n !== undefined))
  const graph: ReferenceGraph = {
    count: objects.length,
    paths: objects.map((o) => o.path),
    referencesOf: (i) => references[i] ?? [],
  }
  return levelIndexes(graph).map((level) => Array.from(level, (i) => objects[i] as T))
}

/** Upload levels as the indexes of their objects, each sorted by path; builds/latest.json (when present) alone in
 *  the last one. Four bytes an object, whatever it loads. */
export function levelIndexes(graph: ReferenceGraph): Int32Array[] {
  const { count, paths } = graph
  const latest = paths.indexOf(latestPointer)
  const levels = levelsOf(graph, latest)
  let deepest = -1
  const sizes: number[] = []
  for (let i = 0; i < count; i++) {
    if (i === latest) continue
    const level = levels[i] as number
    sizes[level] = (sizes[level] ?? 0) + 1
    deepest = Math.max(deepest, level)
  }
  const grouped: Int32Array[] = []
  const filled: number[] = []
  for (let level = 0; level <= deepest; level++) {
    grouped.push(new Int32Array(sizes[level] ?? 0))
    filled.push(0)
  }
  for (let i = 0; i < count; i++) {
    if (i === latest) continue
    const level = levels[i] as number
    ;(grouped[level] as Int32Array)[(filled[level] as number)++] = i
  }
  const byPath = (a: number, b: number) => {
    const [x, y] = [paths[a] as string, paths[b] as string]
    return x < y ? -1 : x > y ? 1 : 0
  }
  return [
    ...grouped.filter((level) => level.length > 0).map((level) => level.sort(byPath)),
    ...(latest >= 0 ? [Int32Array.of(latest)] : []),
  ]
}

/**
 * Each object's level: 0 when it loads nothing (of this upload), else one more than the highest level among what it
 * loads, counting a group of objects that load each other as one (strongly connected components, Tarjan's
 * algorithm, iterative so a long chain cannot overflow the stack). Components come out after every component they
 * reach, so their levels can be set as they come. `skip` (the latest pointer) is left out: it goes up last whatever
 * loads it. Typed arrays throughout: a few bytes an object.
 */
function levelsOf(graph: ReferenceGraph, skip: number): Int32Array {
  const { count } = graph
  const order = new Int32Array(count).fill(-1)
  const low = new Int32Array(count)
  const onStack = new Uint8Array(count)
  const component = new Int32Array(count).fill(-1)
  const componentLevel: number[] = []
  const stack = new Int32Array(count)
  let stackSize = 0
  // Each frame: a node, its edges and how many of them have been followed.
  const frameNode = new Int32Array(count)
  const frameEdge = new Int32Array(count)
  const frameEdges: ArrayLike<number>[] = []
  let visited = 0

  for (let root = 0; root < count; root++) {
    if (order[root] !== -1 || root === skip) continue
    let frames = 0
    frameNode[frames] = root
    frameEdges[frames] = graph.referencesOf(root)
    frameEdge[frames++] = 0
    order[root] = low[root] = visited++
    stack[stackSize++] = root
    onStack[root] = 1
    while (frames > 0) {
      const node = frameNode[frames - 1] as number
      const edges = frameEdges[frames - 1] as ArrayLike<number>
      const edge = frameEdge[frames - 1] as number
      if (edge < edges.length) {
        frameEdge[frames - 1] = edge + 1
        const next = edges[edge] as number
        if (next === skip) continue
        if (order[next] === -1) {
          order[next] = low[next] = visited++
          stack[stackSize++] = next
          onStack[next] = 1
          frameNode[frames] = next
          frameEdges[frames] = graph.referencesOf(next)
          frameEdge[frames++] = 0
        } else if (onStack[next]) low[node] = Math.min(low[node] as number, order[next] as number)
        continue
      }
      frames--
      frameEdges.length = frames
      if (frames > 0) {
        const parent = frameNode[frames - 1] as number
        low[parent] = Math.min(low[parent] as number, low[node] as number)
      }
      if (low[node] !== order[node]) continue
      // `node` roots a component: pop it, then give it a level above every other component it loads.
      const id = componentLevel.length
      const first = stackSize
      let member: number
      do {
        member = stack[--stackSize] as number
        onStack[member] = 0
        component[member] = id
      } while (member !== node)
      let level = 0
      for (let m = stackSize; m < first; m++) {
        const loads = graph.referencesOf(stack[m] as number)
        for (let e = 0; e < loads.length; e++) {
          const target = loads[e] as number
          if (target === skip) continue
          const other = component[target] as number
          if (other !== id) level = Math.max(level, (componentLevel[other] as number) + 1)
        }
      }
      componentLevel.push(level)
    }
  }
  const levels = new Int32Array(count)
  for (let i = 0; i < count; i++) levels[i] = i === skip ? 0 : (componentLevel[component[i] as number] as number)
  return levels
}
