// A prerendered page's stylesheets, inlined: each <link rel="stylesheet"> the page's HTML carries (the shared
// stylesheet, its layout's and its feature's) becomes a <style data-href="<file>"> with the file's rules, so the first
// paint waits on no request. On a phone's network the separate stylesheet cost a round trip and shared the link with
// the scripts (`npm run bench` times the cart's first paint both ways). The link stays, disabled: a disabled
// stylesheet is not fetched, and Vite's loader, which adds a chunk's CSS when the runtime imports the chunk, sees it
// as present instead of fetching the same rules again during hydration. A stylesheet that cannot move into the page
// unchanged (a relative url(), a "</" that would end the <style>) keeps its link.
//
// A large stylesheet (the shared one carries every feature's rules) is not inlined whole: the <style> gets only the
// rules that can match the page's markup (criticalCss, below), and the whole file is preloaded
// (rel="preload" as="style" data-deferred): fetched at once without blocking the first paint, and made a stylesheet
// by the runtime (renderer/client/deferredStylesheets.ts) before it hydrates, so whatever the page renders later is
// styled too. (A media="print" link, the other common way, is fetched last of all and held hydration back.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

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

// The rules of a stylesheet that can style a given page as prerendered: those with a selector whose every class and
// id is in the page's markup. The page blocks its first paint on these only; the whole file follows without
// blocking (inlineStylesheets, above). A dropped rule names a class or id the markup lacks, so it cannot
// match anything there: the page looks the same before and after the whole file arrives. The test is one-sided on
// purpose: what is inside :is()/:not()/:where() or an attribute selector, tag names and pseudo-classes never drop a
// rule, so a rule is only ever kept too often, never dropped wrongly.
type CssNode =
  /** `needs`: per selector, the names it requires (null: it cannot be judged, keep the rule); found once per sheet. */
  | { kind: 'rule'; needs: (string[] | null)[]; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'kept'; text: string }

/** At-rules holding style rules, filtered rule by rule; any other at-rule (@font-face, @keyframes…) is kept whole. */
const groupingAtRule = /^@(media|supports|layer|container|scope|document)\b/i

/** Index just past the string starting at `start` (a quote). */
function skipString(css: string, start: number): number {
  const quote = css[start]
  let i = start + 1
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1
  return i + 1
}

/** Index of the first of `stops` at depth 0 (outside strings, comments, (), []), from `start`; css.length if none. */
function findTopLevel(css: string, start: number, stops: string): number {
  let depth = 0
  let i = start
  while (i < css.length) {
    const c = css[i] as string
    if (c === '"' || c === "'") {
      i = skipString(css, i)
      continue
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      i = end === -1 ? css.length : end + 2
      continue
    }
    if (c === '\\') {
      i += 2
      continue
    }
    if (depth === 0 && stops.includes(c)) return i
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    i++
  }
  return css.length
}

/** Index just past the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  let i = open
  while (i < css.length) {
    const next = findTopLevel(css, i, '{}')
    if (next >= css.length) return css.length
    depth += css[next] === '{' ? 1 : -1
    i = next + 1
    if (depth === 0) return i
  }
  return css.length
}

function splitSelectors(prelude: string): string[] {
  const selectors: string[] = []
  let start = 0
  while (start <= prelude.length) {
    const comma = findTopLevel(prelude, start, ',')
    selectors.push(prelude.slice(start, comma).trim())
    start = comma + 1
  }
  return selectors
}

function parse(css: string, start: number, end: number): CssNode[] {
  const nodes: CssNode[] = []
  let i = start
  while (i < end) {
    while (i < end && /\s/.test(css[i] as string)) i++
    if (i >= end) break
    const stop = findTopLevel(css, i, '{;}')
    if (stop >= end || css[stop] !== '{') {
      // A statement (@import, @charset…) or a stray token: kept as written.
      const text = css.slice(i, Math.min(stop + 1, end)).trim()
      if (text && text !== '}') nodes.push({ kind: 'kept', text })
      i = stop + 1
      continue
    }
    const prelude = css.slice(i, stop).trim()
    const close = blockEnd(css, stop)
    if (groupingAtRule.test(prelude)) nodes.push({ kind: 'group', prelude, children: parse(css, stop + 1, close - 1) })
    else if (prelude.startsWith('@')) nodes.push({ kind: 'kept', text: css.slice(i, close) })
    else nodes.push({ kind: 'rule', needs: splitSelectors(prelude).map(requiredNames), text: css.slice(i, close) })
    i = close
  }
  return nodes
}

/** Classes and ids a selector needs present, outside (), [] and strings; null: it cannot be judged, keep it. */
export function requiredNames(selector: string): string[] | null {
  if (selector.includes('\\')) return null
  let plain = ''
  let i = 0
  while (i < selector.length) {
    const next = findTopLevel(selector, i, '([')
    plain += selector.slice(i, next)
    if (next >= selector.length) break
    const close = findTopLevel(selector, next + 1, selector[next] === '(' ? ')' : ']')
    i = close + 1
  }
  return [...plain.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)].map((m) => `${m[1]}${m[2]}`)
}

/** Parsed once per stylesheet and reused for every page: selectors are read once, each page only looks names up. */
export interface ParsedStylesheet {
  nodes: CssNode[]
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parse(css, 0, css.length) }
}

/** The classes (".name") and ids ("#name") the markup carries. */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>()
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (m[1] as string).split(/\s+/)) if (name) names.add(`.${name}`)
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) names.add(`#${m[1]}`)
  return names
}

function serialize(nodes: CssNode[], present: Set<string>): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'kept') out += node.text
    else if (node.kind === 'group') {
      const inner = serialize(node.children, present)
      if (inner) out += `${node.prelude}{${inner}}`
    } else if (node.needs.some((names) => names === null || names.every((name) => present.has(name)))) out += node.text
  }
  return out
}

/** The rules of `sheet` that can match the page whose markup has `present` classes and ids. */
export function criticalCss(sheet: ParsedStylesheet, present: Set<string>): string {
  return serialize(sheet.nodes, present)
}
