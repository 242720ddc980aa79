// A prerendered page's stylesheets, inlined: each <link rel="stylesheet"> the page's HTML carries (the shared
// stylesheet, its layout's and its feature's) becomes a <style data-href="<file>"> with the file's rules, so the first
// paint waits on no request. On a phone's network the separate stylesheet cost a round trip and shared the link with
// the scripts (`npm run bench` times the cart's first paint both ways). The link stays, disabled: a disabled
// stylesheet is not fetched, and Vite's loader, which adds a chunk's CSS when the runtime imports the chunk, sees it
// as present instead of fetching the same rules again during hydration. A stylesheet that cannot move into the page
// unchanged (a relative url(), a "</" that would end the <style>) keeps its link.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The <style> elements this module writes, each with its rules. */
export const inlinedStylesheet = /<style data-href="[^"]*">[\s\S]*?<\/style>/g

/** Rules that mean the same inside the page as in their file: no relative url() and nothing that ends a <style>. */
export function inlinable(css: string): boolean {
  return !css.includes('</') && !/url\(\s*(?!['"]?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(css)
}

/** Inlines each stylesheet link of `html` whose file is under `clientDir` (`base` is the deploy base of its href). */
export function inlineStylesheets(html: string, clientDir: string, base: string, cache = new Map<string, string | null>()) {
  return html.replace(stylesheetLink, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]
    if (!href?.startsWith(base) || href.includes('..')) return link
    let css = cache.get(href)
    if (css === undefined) {
      try {
        css = readFileSync(join(clientDir, href.slice(base.length)), 'utf8')
      } catch {
        css = null
      }
      if (css !== null && !inlinable(css)) css = null
      cache.set(href, css)
    }
    if (css === null) return link
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`
  })
}
