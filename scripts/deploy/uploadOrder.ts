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

/** The objects in upload levels, each sorted by path; builds/latest.json (when present) alone in the last one. */
export function uploadLevels<T extends Ordered>(objects: readonly T[]): T[][] {
  const others = objects.filter((o) => o.path !== latestPointer)
  const latest = objects.filter((o) => o.path === latestPointer)
  const levels = levelsOf(others)
  const grouped: T[][] = []
  others.forEach((object, i) => {
    const level = levels[i] as number
    grouped[level] ??= []
    grouped[level].push(object)
  })
  const byPath = (a: T, b: T) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  return [...grouped.filter(Boolean).map((level) => level.sort(byPath)), ...(latest.length > 0 ? [latest] : [])]
}

/**
 * Each object's level: 0 when it loads nothing (of this upload), else one more than the highest level among what it
 * loads, counting a group of objects that load each other as one (strongly connected components, Tarjan's
 * algorithm, iterative so a long chain cannot overflow the stack). Components come out after every component they
 * reach, so their levels can be set as they come.
 */
function levelsOf(objects: readonly Ordered[]): number[] {
  const indexOf = new Map(objects.map((o, i) => [o.path, i]))
  const edges = objects.map((o) => o.references.map((path) => indexOf.get(path)).filter((i): i is number => i !== undefined))
  const count = objects.length
  const order = new Array<number>(count).fill(-1)
  const low = new Array<number>(count).fill(0)
  const onStack = new Array<boolean>(count).fill(false)
  const component = new Array<number>(count).fill(-1)
  const componentLevel: number[] = []
  const stack: number[] = []
  let visited = 0

  for (let root = 0; root < count; root++) {
    if (order[root] !== -1) continue
    // Each frame: a node and how many of its edges have been followed.
    const frames: [node: number, edge: number][] = [[root, 0]]
    order[root] = low[root] = visited++
    stack.push(root)
    onStack[root] = true
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as [number, number]
      const [node, edge] = frame
      const next = edges[node]?.[edge]
      if (next !== undefined) {
        frame[1]++
        if (order[next] === -1) {
          order[next] = low[next] = visited++
          stack.push(next)
          onStack[next] = true
          frames.push([next, 0])
        } else if (onStack[next]) low[node] = Math.min(low[node] as number, order[next] as number)
        continue
      }
      frames.pop()
      const parent = frames[frames.length - 1]
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[node] as number)
      if (low[node] !== order[node]) continue
      // `node` roots a component: pop it, then give it a level above every other component it loads.
      const id = componentLevel.length
      const members: number[] = []
      let member: number
      do {
        member = stack.pop() as number
        onStack[member] = false
        component[member] = id
        members.push(member)
      } while (member !== node)
      let level = 0
      for (const m of members) {
        for (const target of edges[m] ?? []) {
          const other = component[target] as number
          if (other !== id) level = Math.max(level, (componentLevel[other] as number) + 1)
        }
      }
      componentLevel.push(level)
    }
  }
  return component.map((id) => componentLevel[id] as number)
}
