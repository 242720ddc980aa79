// A prerendered page's stylesheets, inlined: each <link rel="stylesheet"> the page's HTML carries (the shared
// stylesheet, its layout's and its feature's) becomes a <style data-href="<file>"> with the file's rules, so the first
// paint waits on no request. On a phone's network the separate stylesheet cost a round trip and shared the link with
// the scripts (`npm run bench` times the cart's first paint both ways). The link stays, disabled: a disabled
// stylesheet is not fetched, and Vite's loader, which adds a chunk's CSS when the runtime imports the chunk, sees it
// as present instead of fetching the same rules again during hydration. A stylesheet that cannot move into the page
// unchanged (a relative url(), a "</" that would end the <style>) keeps its link.
//
// A large stylesheet (the shared one carries every feature's rules) is not inlined whole: the <style> gets only the
// rules that can match the page's markup (scripts/pipeline/criticalCss.ts), and the whole file is preloaded
// (rel="preload" as="style" data-deferred): fetched at once without blocking the first paint, and made a stylesheet
// by the runtime (renderer/client/deferredStylesheets.ts) before it hydrates, so whatever the page renders later is
// styled too. (A media="print" link, the other common way, is fetched last of all and held hydration back.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { criticalCss, markupNames, type ParsedStylesheet, parseStylesheet } from './criticalCss.ts'

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The <style> elements this module writes, each with its rules, and the preloads of the whole files. */
export const inlinedStylesheet = /<style data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload" as="style" [^>]*data-deferred>/g

/** Rules that mean the same inside the page as in their file: no relative url() and nothing that ends a <style>. */
export function inlinable(css: string): boolean {
  return !css.includes('</') && !/url\(\s*(?!['"]?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(css)
}

/** Above this many characters a stylesheet is cut to the page's critical rules; below it, a second request for the
 *  rest would cost more than the bytes it saves. */
export const criticalCutAbove = 4096

/** A stylesheet's rules, and its parsed form once it is large enough to be cut per page. */
export type StylesheetCache = Map<string, { css: string; parsed: ParsedStylesheet | null } | null>

/** Inlines each stylesheet link of `html` whose file is under `clientDir` (`base` is the deploy base of its href). */
export function inlineStylesheets(html: string, clientDir: string, base: string, cache: StylesheetCache = new Map()) {
  let present: Set<string> | undefined
  return html.replace(stylesheetLink, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]
    if (!href?.startsWith(base) || href.includes('..')) return link
    let sheet = cache.get(href)
    if (sheet === undefined) {
      sheet = readInlinable(join(clientDir, href.slice(base.length)))
      cache.set(href, sheet)
    }
    if (sheet === null) return link
    if (!sheet.parsed) return `<style data-href="${href}">${sheet.css}</style><link rel="stylesheet" href="${href}" disabled>`
    present ??= markupNames(html)
    return `<style data-href="${href}">${criticalCss(sheet.parsed, present)}</style><link rel="preload" as="style" href="${href}" data-deferred>`
  })
}

function readInlinable(file: string): { css: string; parsed: ParsedStylesheet | null } | null {
  let css: string
  try {
    css = readFileSync(file, 'utf8')
  } catch {
    return null
  }
  if (!inlinable(css)) return null
  return { css, parsed: css.length > criticalCutAbove ? parseStylesheet(css) : null }
}
