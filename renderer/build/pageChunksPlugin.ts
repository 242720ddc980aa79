// Records, in the client build, which hashed chunks each page feature and layout needs, and the CSS those chunks
// import, and serves that map to the server build as `virtual:page-chunks`. The HTML renderer turns it into
// <link rel="modulepreload"> tags, so hydration never waits on a request waterfall, and <link rel="stylesheet"> tags
// for a layout's own CSS, so the prerendered page is styled before any script runs. The payload names the page's and
// layout's own files, which the browser runtime imports by URL (renderer/client/pageView.tsx).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { exactly } from './hookFilter.ts'

const virtualId = 'virtual:page-chunks'
const resolvedId = `\0${virtualId}`
/** Modules the runtime imports per page (the feature's page or its step's view, the brand's layout, route middleware
 *  where a page has some) and the +client entry itself, whose static imports Vike does not preload for pages
 *  without +onRenderClient. */
const preloadedModule =
  /\/(pages\/[^/]+\/(\+Page|views\/[^/]+)\.tsx|layouts\/[^/]+\/Layout\.tsx|layouts\/StandardLayout\.tsx|renderer\/\+client\.ts|renderer\/client\/middleware\.ts)$/
/** The page, step view and one-off layout modules the browser imports by file name: each must be its chunk's entry. */
const viewModule = /\/(pages\/[^/]+\/(\+Page|views\/[^/]+)\.tsx|layouts\/[^/]+\/Layout\.tsx)$/

export function pageChunksPlugin(): Plugin {
  let root = ''
  let mapFile = ''
  return {
    name: 'page-chunks',
    configResolved(config) {
      root = config.root
    },
    // Each page and one-off layout module is the entry of its own chunk, so the chunk exports its component as
    // `default` and the browser can import it by file name (renderer/client/pageView.tsx). Otherwise a module that
    // Vike's page entries share is exported under a minified name the browser could not know.
    buildStart() {
      if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return
      for (const id of viewModules(root)) this.emitFile({ type: 'chunk', id, preserveSignature: 'allow-extension' })
    },
    // Filtered: the bundler then calls these hooks only for this module, not for every import and module of the app.
    resolveId: {
      filter: { id: exactly(virtualId) },
      handler: () => resolvedId,
    },
    load: {
      filter: { id: exactly(resolvedId) },
      handler() {
        let map = '{}'
        // The client build runs first and leaves the map beside its output; dev serves modules unbundled.
        if (this.environment.config.command === 'build')
          map = readFileSync(chunkMapPath(this.environment.config.build.outDir), 'utf8')
        return `export default ${map}`
      },
    },
    // writeBundle, not generateBundle: by then Vite has dropped the JS stubs of CSS-only chunks.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const map: Record<string, string[]> = {}
      const filesFrom = (chunk: (typeof chunks)[number]) => {
        const files = new Set<string>()
        const css = new Set<string>()
        const visit = (file: string) => {
          // Vite drops the JS stubs of CSS-only chunks but leaves them in `imports`: only real chunks are preloaded.
          const dep = byFile.get(file)
          if (files.has(file) || !dep) return
          files.add(file)
          for (const sheet of dep.viteMetadata?.importedCss ?? []) css.add(sheet)
          for (const next of dep.imports) visit(next)
        }
        visit(chunk.fileName)
        return [...files, ...css]
      }
      for (const chunk of chunks) {
        // Vike's own plugins may add a query to the module id; the chunk holding the module is what counts.
        const modules = chunk.moduleIds.map((id) => id.split('?')[0] as string).filter((id) => preloadedModule.test(id))
        for (const module of modules) map[`/${relative(root, module)}`] = filesFrom(chunk)
      }
      // A module the browser imports by file is found at its entry chunk, which may be a facade over a chunk it
      // shares with other entries; that chunk could not be imported by file for it.
      const facades = new Set<string>()
      for (const chunk of chunks)
        if (chunk.facadeModuleId && viewModule.test(chunk.facadeModuleId)) {
          facades.add(chunk.facadeModuleId)
          map[`/${relative(root, chunk.facadeModuleId)}`] = filesFrom(chunk)
        }
      for (const chunk of chunks)
        for (const module of chunk.moduleIds)
          if (viewModule.test(module) && !facades.has(module))
            this.error(`${module} is the entry of no chunk: the browser could not import it by file`)
      mapFile = chunkMapPath(this.environment.config.build.outDir)
      mkdirSync(dirname(mapFile), { recursive: true })
      writeFileSync(mapFile, JSON.stringify(map))
    },
  }
}

/** Vike builds into <outDir>/client and <outDir>/server; the map sits in <outDir>, outside the deployable. */
function chunkMapPath(environmentOutDir: string): string {
  return join(dirname(environmentOutDir), 'page-chunks.json')
}

/** The page feature modules, the step views of features that have some, and one-off layout modules (absolute). */
function viewModules(root: string): string[] {
  const inFolders = (folder: string, file: string) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, folder, entry.name, file))
      .filter((path) => existsSync(path))
  const stepViews = inFolders('pages', 'views').flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => join(folder, file)),
  )
  return [...inFolders('pages', '+Page.tsx'), ...stepViews, ...inFolders('layouts', 'Layout.tsx')]
}
