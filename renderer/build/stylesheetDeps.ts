// The stylesheet lists Vite writes for a chunk's dynamic imports (`__vite__mapDeps`), without the stylesheets the
// chunk's own static imports already bring: those are linked before the chunk runs, so linking them again at each
// import is a no-op that every page carrying the chunk downloads.

interface ChunkFacts {
  imports: readonly string[]
  css: ReadonlySet<string>
}

const mapDeps = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\n]*?\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/
const mapDepsCall = /__vite__mapDeps\(\[([\d,]*)\]\)/g

/** The stylesheets `file` and everything it imports statically bring. */
export function staticStylesheets(file: string, chunks: ReadonlyMap<string, ChunkFacts>): Set<string> {
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (name: string) => {
    const chunk = chunks.get(name)
    if (seen.has(name) || !chunk) return
    seen.add(name)
    for (const sheet of chunk.css) css.add(sheet)
    for (const next of chunk.imports) visit(next)
  }
  visit(file)
  return css
}

/** `code` (the chunk `file`) with its dynamic imports' lists cut to the stylesheets it does not already bring. */
export function withoutLinkedStylesheets(code: string, file: string, chunks: ReadonlyMap<string, ChunkFacts>): string {
  const declared = mapDeps.exec(code)
  if (!declared) return code
  const deps = JSON.parse(declared[1] as string) as string[]
  const linked = staticStylesheets(file, chunks)
  const kept = deps.filter((dep) => !linked.has(dep))
  if (kept.length === deps.length) return code
  const rest = code.slice(declared[0].length).replace(mapDepsCall, (_call, indices: string) => {
    const remaining = indices
      .split(',')
      .map((i) => kept.indexOf(deps[Number(i)] as string))
      .filter((i) => i !== -1)
    return remaining.length ? `__vite__mapDeps([${remaining.join(',')}])` : '[]'
  })
  return kept.length ? declared[0].replace(declared[1] as string, JSON.stringify(kept)) + rest : rest
}
