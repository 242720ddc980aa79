// Vite wraps each dynamic import of the client build in its loader (`vite/preload-helper`). With module preloading
// off (vite.config.ts: the HTML preloads a page's chunks itself) the loader has one job left: link the stylesheets
// the imported chunk needs, and resolve once they and the module have loaded (or reject if one cannot be fetched,
// so the caller falls back to a page load). The module is fetched alongside its stylesheets, not after them: a
// client navigation to a page not yet visited waits for the slower of the two, not for both in turn. Vite's general
// loader (polyfill detection, CSP nonces, relative bases, 3.4 kB) rides in every page's first load; this one does
// that one job in a few hundred bytes. A stylesheet already in the
// document (linked, or inlined with its disabled link kept as a marker: scripts/lib/inlineStylesheets.ts) is not
// added again.
import type { Plugin } from 'vite'

const helperId = '\0vite/preload-helper.js'

export function preloadHelperPlugin(): Plugin {
  let base = '/'
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    load(id) {
      if (id !== helperId || this.environment.config.consumer !== 'client') return undefined
      return {
        code: `const added = {}
function linkStylesheet(href) {
  const url = new URL(href, location.href).href
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) if (link.href === url) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = url
  document.head.append(link)
  return new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => reject(new Error('Unable to load the stylesheet ' + url))
  })
}
export const __vitePreload = (load, deps) => {
  const sheets = (deps || []).map((dep) => (added[dep] ??= linkStylesheet(${JSON.stringify(base)} + dep)))
  return Promise.all([load(), ...sheets]).then(([module]) => module)
}`,
        moduleSideEffects: false,
      }
    },
  }
}
