// The host files (_headers, _redirects, robots.txt, sitemap.xml) from the build's route table and cache policy.
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { hostFiles } from '../../scripts/hosting/hostFiles.ts'
import { parseSiteOrigin } from '../../scripts/hosting/siteOrigin.ts'
import { cacheControl } from '../../scripts/lib/deployableLayout.ts'

const table = buildRouteTable(loadBrands())
const files = [
  'index.html',
  '_payload.json',
  '404.html',
  'account/index.html',
  'account/_payload.json',
  'KFC/index.html',
  'KFC/_payload.json',
  'KFC/shop/cart/index.html',
  'KFC/shop/cart/_payload.json',
  'KFC/menu/index.html',
  'assets/chunks/app-x1.js',
  'assets/fonts/oswald-700-a1.woff2',
  'builds/latest.json',
  'builds/meta/abc.json',
  'icons/KFC.svg',
  'Café/文字/index.html',
]

/** The headers a request for `path` gets from `_headers`, matched as Netlify and Cloudflare Pages do. */
function headersFor(headersFile: string, path: string): string[] {
  const found: string[] = []
  let matches = false
  for (const line of headersFile.split('\n')) {
    if (line === '') continue
    if (!line.startsWith(' ')) {
      matches = line.endsWith('*') ? path.startsWith(line.slice(0, -1)) : path === line
      continue
    }
    if (matches) found.push(line.trim())
  }
  return found
}

const urlOf = (file: string) => `/${file.split('/').map(encodeURIComponent).join('/')}`

describe('_headers', () => {
  const made = hostFiles({ table, base: '/', origin: undefined, files })
  const headers = made.get('_headers') as string

  it('gives every file, the host files included, exactly its cache policy, once', () => {
    for (const file of [...files, '_headers', '_redirects', 'robots.txt']) {
      const cache = headersFor(headers, urlOf(file)).filter((h) => h.startsWith('Cache-Control:'))
      expect(cache, file).toEqual([`Cache-Control: ${cacheControl(file)}`])
    }
  })

  it('gives every page URL, with and without its slash, the HTML policy once', () => {
    for (const url of ['/', '/KFC', '/KFC/', '/KFC/shop/cart', '/account', urlOf('Café/文字')]) {
      const cache = headersFor(headers, url).filter((h) => h.startsWith('Cache-Control:'))
      expect(cache, url).toEqual(['Cache-Control: public, max-age=0, must-revalidate'])
    }
  })

  it('puts the security headers and noindex on every answer', () => {
    for (const url of ['/', '/KFC/shop/cart', '/assets/chunks/app-x1.js', '/no/such/page']) {
      expect(headersFor(headers, url), url).toEqual(
        expect.arrayContaining([
          'X-Content-Type-Options: nosniff',
          'Referrer-Policy: strict-origin-when-cross-origin',
          'X-Robots-Tag: noindex',
        ]),
      )
    }
    expect(headersFor(headers, '/assets/chunks/app-x1.js')).toContain('Cache-Control: public, max-age=31536000, immutable')
  })

  it('uses one wildcard per uniform folder and a rule per file where a folder is mixed', () => {
    const patterns = headers.split('\n').filter((l) => l !== '' && !l.startsWith(' '))
    expect(patterns).toEqual(
      expect.arrayContaining(['/*', '/assets/*', '/KFC/*', '/KFC', '/builds/latest.json', '/builds/meta/*', '/']),
    )
    expect(patterns).not.toContain('/builds/*')
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it('carries the base path and drops noindex when indexable', () => {
    const under = hostFiles({ table, base: '/demo/', origin: 'https://demo.example.com', files }).get('_headers') as string
    expect(under).not.toContain('X-Robots-Tag')
    expect(under.split('\n').filter((l) => l !== '' && !l.startsWith(' '))).toEqual(
      expect.arrayContaining(['/demo/*', '/demo/assets/*', '/demo/KFC', '/demo/', '/demo']),
    )
    expect(headersFor(under, '/demo/KFC/shop/cart')).toContain('Cache-Control: public, max-age=0, must-revalidate')
  })
})

describe('_redirects', () => {
  it('has every configured redirect as a 301, forced for Netlify and plain for Cloudflare Pages', () => {
    const redirects = hostFiles({ table, base: '/', origin: undefined, files }).get('_redirects') as string
    const rules = redirects.split('\n').filter((l) => l !== '' && !l.startsWith('#'))
    expect(rules).toHaveLength(table.redirects.length * 2)
    expect(rules).toContain('/KFC/menu /KFC/shop 301!')
    expect(rules).toContain('/KFC/menu /KFC/shop 301')
    for (const { from, to } of table.redirects) expect(rules).toContain(`${from} ${to} 301`)
  })

  it('prefixes both sides with the base path', () => {
    const redirects = hostFiles({ table, base: '/demo/', origin: undefined, files }).get('_redirects') as string
    expect(redirects).toContain('/demo/KFC/menu /demo/KFC/shop 301\n')
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('disallow everything and have no sitemap by default', () => {
    const made = hostFiles({ table, base: '/', origin: undefined, files })
    expect(made.get('robots.txt')).toMatch(/^User-agent: \*\nDisallow: \/\n$/m)
    expect(made.has('sitemap.xml')).toBe(false)
  })

  it('allow crawling and list every page with its absolute URL when indexable', () => {
    const made = hostFiles({ table, base: '/demo/', origin: 'https://demo.example.com', files })
    const robots = made.get('robots.txt') as string
    expect(robots).toContain('User-agent: *\nAllow: /demo/\nSitemap: https://demo.example.com/demo/sitemap.xml\n')
    expect(robots).not.toContain('Disallow')
    const locs = [...(made.get('sitemap.xml') as string).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(table.routes.length)
    expect(locs).toContain('https://demo.example.com/demo/')
    expect(locs).toContain('https://demo.example.com/demo/KFC/shop/cart')
    expect(locs).not.toContain('https://demo.example.com/demo/KFC/menu')
    expect(made.get('sitemap.xml')).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
  })

  it('are the same bytes for the same input', () => {
    const once = hostFiles({ table, base: '/', origin: 'https://demo.example.com', files })
    const again = hostFiles({ table, base: '/', origin: 'https://demo.example.com', files: [...files].reverse() })
    expect([...again]).toEqual([...once])
  })
})

describe('--indexable origin', () => {
  it('accepts an http(s) origin and normalises it', () => {
    expect(parseSiteOrigin('https://Demo.Example.com/')).toBe('https://demo.example.com')
    expect(parseSiteOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
  })

  it.each([
    [true, '--indexable needs the origin the site is served from'],
    ['', '--indexable needs the origin'],
    ['demo.example.com', 'give the scheme and host'],
    ['ftp://demo.example.com', 'the scheme must be https or http'],
    ['https://user:pw@demo.example.com', 'user name or password'],
    ['https://demo.example.com/?a=1', 'query or fragment'],
    ['https://demo.example.com/demo/', 'give the path with --base'],
  ])('refuses %j, saying why', (value, message) => {
    expect(() => parseSiteOrigin(value)).toThrow(message)
  })
})
