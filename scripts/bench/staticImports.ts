// The files a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`):
// what the browser fetches and runs before the chunk itself runs. Dynamic `import()` is not among them.
import { posix } from 'node:path'

const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g

/** `file` is relative to the deployable, with forward slashes; so are the files returned. */
export function staticImports(file: string, code: string): string[] {
  return [...code.matchAll(staticImport)].map(([, relative]) => posix.join(posix.dirname(file), relative as string))
}

/** `files` and every file they import statically, transitively, each once. */
export function withStaticImports(files: readonly string[], read: (file: string) => string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of staticImports(file, read(file))) visit(imported)
  }
  for (const file of files) visit(file)
  return [...seen]
}
