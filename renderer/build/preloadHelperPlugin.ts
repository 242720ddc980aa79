// Vite wraps each dynamic import of the client build in its loader (`vite/preload-helper`). With module preloading
// off (vite.config.ts: the HTML preloads a page's chunks itself) the loader has one job left: link the stylesheets
// the imported chunk needs, and resolve once they and the module have loaded (or reject if one cannot be fetched,
// so the caller falls back to a page load). The module is fetched alongside its stylesheets, not after them: a
// client navigation to a page not yet visited waits for the slower of the two, not for both in turn. Vite's general
// loader (polyfill detection, CSP nonces, relative bases, 3.4 kB) rides in every page's first load; this one does
// that one job with the function the runtime links a page's stylesheets with (renderer/client/linkStylesheet.ts),
// which adds no stylesheet the document already has.
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { exactly } from './hookFilter.ts'
import { withoutLinkedStylesheets } from './stylesheetDeps.ts'

const helperId = '\0vite/preload-helper.js'

export function preloadHelperPlugin(): Plugin {
  let root = ''
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    load: {
      filter: { id: exactly(helperId) },
      handler() {
        if (this.environment.config.consumer !== 'client') return undefined
        return {
          code: `import { linkStylesheet } from ${JSON.stringify(join(root, 'renderer/client/linkStylesheet.ts'))}
export const __vitePreload = (load, deps) =>
  Promise.all([load(), ...(deps || []).map(linkStylesheet)]).then(([module]) => module)`,
          moduleSideEffects: false,
        }
      },
    },
    // After Vite has written each dynamic import's stylesheet list: a chunk runs only once the stylesheets of
    // everything it imports statically are linked (the HTML, the runtime or this loader linked them), so the list
    // leaves those out. Vite leaves out only the importing chunk's own; the shared stylesheet every page links came
    // back in every list, a hundred bytes of first load on each page with a part imported on demand.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return
        const chunks = new Map<string, { imports: readonly string[]; css: ReadonlySet<string> }>()
        for (const file of Object.values(bundle))
          if (file.type === 'chunk')
            chunks.set(file.fileName, { imports: file.imports, css: file.viteMetadata?.importedCss ?? new Set() })
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = withoutLinkedStylesheets(file.code, file.fileName, chunks)
      },
    },
  }
}
