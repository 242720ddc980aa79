// The files hosts read from the deployable's root, made from what the build knows: `_headers` (cache policy and
// security headers), `_redirects` (the brand redirects as 301s), robots.txt, and with an origin to be indexed
// under, sitemap.xml. Plain functions of their input, so rebuilds stay byte-identical.
import type { RouteTable } from '../../../routing/routeTable.ts'
import { robotsTxt, sitemapXml } from './crawlerFiles.ts'
import { headersFile } from './headersFile.ts'
import { redirectsFile } from './redirectsFile.ts'

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
