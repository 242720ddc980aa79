// robots.txt and sitemap.xml. The demos carry real brand names, so a build is not to be crawled unless it is
// built --indexable with the origin it will be served from: then robots.txt allows crawling and points at a
// sitemap.xml of every prerendered page (absolute URLs, as the sitemap protocol requires).

import { routeUrlPath } from '../lib/deployableLayout.ts'
import { escapeHtml } from '../lib/formats.ts'

/** `origin` is a parsed --indexable origin ("https://demo.example.com"), or undefined for a build not to be crawled. */
export function robotsTxt(base: string, origin: string | undefined): string {
  const lines =
    origin === undefined
      ? ['# Not to be indexed: these demos carry real brand names (build with --indexable <origin> to allow it).']
      : []
  if (base !== '/')
    lines.push(`# Crawlers read robots.txt only at the origin's root: this site lives under ${base}, copy these lines there.`)
  lines.push('User-agent: *')
  if (origin === undefined) lines.push(`Disallow: ${base}`)
  else lines.push(`Allow: ${base}`, `Sitemap: ${origin}${base}sitemap.xml`)
  return `${lines.join('\n')}\n`
}

export function sitemapXml(routes: readonly { path: string }[], base: string, origin: string): string {
  const urls = routes.map(({ path }) => `  <url><loc>${escapeHtml(`${origin}${routeUrlPath(base, path)}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
