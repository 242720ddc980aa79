// Links a stylesheet the page needs from now on (a page's or layout's on client navigation, a lazily imported
// chunk's) once, and resolves when it has loaded, or rejects if it cannot be fetched. One already in the document
// (linked, or inlined with its disabled link kept as a marker: scripts/pipeline/stylesheets.ts) is not added again.
// A stylesheet that fails (a dropped connection while prefetching) is forgotten and its link removed, so the next
// page that needs it asks again instead of inheriting the failure. Used by pageView.tsx and by Vite's loader for
// dynamic imports (renderer/build/preloadHelperPlugin.ts).
import { base } from './buildInfo.ts'

const linked = new Map<string, Promise<unknown>>()

/** `file` is below the deploy base ("assets/static/…css"). */
export function linkStylesheet(file: string): Promise<unknown> {
  const href = new URL(`${base}${file}`, location.href).href
  let loading = linked.get(href)
  if (!loading) {
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((l) => l.href === href)
    loading = present ? Promise.resolve() : appendStylesheet(href)
    linked.set(href, loading)
    loading.catch(() => linked.delete(href))
  }
  return loading
}

function appendStylesheet(href: string): Promise<unknown> {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
  return new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => {
      link.remove()
      reject(new Error(`Unable to load the stylesheet ${href}`))
    }
  })
}
