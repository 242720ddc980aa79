// The files hosts read from the deployable's root, made from what the build knows: `_headers` (cache policy and
// security headers), `_redirects` (the brand redirects as 301s), robots.txt, and with an origin to be indexed
// under, sitemap.xml. Plain functions of their input, so rebuilds stay byte-identical.
import type { RouteTable } from '../../routing/routeTable.ts'
import { routeUrlPath } from '../lib/deployableLayout.ts'
import { robotsTxt, sitemapXml } from './crawlerFiles.ts'
import { headersFile } from './headersFile.ts'

export interface HostFilesInput {
  table: RouteTable
  base: string
  /** The parsed --indexable origin, or undefined: not to be crawled. */
  origin: string | undefined
  /** Every other file the deployable will hold (the host files' own names are added here). */
  files: readonly string[]
}

export function hostFiles({ table, base, origin, files }: HostFilesInput): Map<string, string> {
  const made = new Map<string, string>()
  made.set('_redirects', redirectsFile(table.redirects, base))
  made.set('robots.txt', robotsTxt(base, origin))
  if (origin !== undefined) made.set('sitemap.xml', sitemapXml(table.routes, base, origin))
  const all = [...files.filter((f) => !made.has(f) && f !== '_headers'), ...made.keys(), '_headers']
  made.set('_headers', headersFile({ files: all, base, indexable: origin !== undefined }))
  return made
}

// `_redirects` for hosts that read it (Netlify, Cloudflare Pages): the brands' configured redirects as real 301s.
// Each old path also holds a static redirect page (for buckets, which read no such file). Netlify serves an
// existing file before a rule unless the rule is forced ("301!"); Cloudflare Pages always applies its rules and
// skips a line whose status is not a plain number. So each redirect is written twice, forced then plain: Netlify
// takes the first, Cloudflare ignores the first and takes the second.
function redirectsFile(redirects: readonly { from: string; to: string }[], base: string): string {
  const lines = ['# Configured brand redirects: the forced line is for Netlify, the plain one for Cloudflare Pages.']
  for (const { from, to } of redirects) {
    const rule = `${routeUrlPath(base, from)} ${routeUrlPath(base, to)}`
    lines.push(`${rule} 301!`, `${rule} 301`)
  }
  return `${lines.join('\n')}\n`
}
