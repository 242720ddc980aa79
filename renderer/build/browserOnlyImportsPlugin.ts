// The server build leaves out what the app imports on demand. A dynamic `import()` in the app's code loads something
// in the browser when a visitor needs it (a form's checks when it is first sent, the catalog search, the inspector's
// panel, the analytics tracker); the server renders each page's first state, which never waits on one. Only the
// renderer's own server code (renderer/server/: the layouts) imports on demand while rendering. Without this, the
// server build bundled every on-demand module of the client as well (88 chunks where 25 are rendered from) and the
// build waited for it: about 0.2 s of a clean build. A left-out import resolves to one module that fails when
// loaded, saying why, should a page ever wait on one while rendering (the build then fails on that page).
import type { Plugin } from 'vite'
import { exactly } from './hookFilter.ts'

const browserOnly = '\0browser-only-import'

/** Whether a dynamic import by `importer` (a file of the app) loads what only the browser runs. */
export function importsOnDemandInBrowser(importer: string): boolean {
  return !/[\\/]node_modules[\\/]/.test(importer) && !/[\\/]renderer[\\/]server[\\/]/.test(importer) && !importer.startsWith('\0')
}

export function browserOnlyImportsPlugin(): Plugin {
  return {
    name: 'browser-only-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer || !importsOnDemandInBrowser(importer)) return null
      return browserOnly
    },
    load: {
      filter: { id: exactly(browserOnly) },
      handler: () =>
        `throw new Error('A module the app imports on demand (import()) was loaded while rendering on the server, where it is left out: import it statically, or from renderer/server/ (renderer/build/browserOnlyImportsPlugin.ts).')`,
    },
  }
}
