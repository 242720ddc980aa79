import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { serializePayload } from '../../renderer/server/serializePayload.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { buildMeta, cacheControl, contentType, extractPayload, routeDir } from '../../scripts/lib/deployableLayout.ts'
import { contentDigest } from '../../scripts/lib/productFiles.ts'
import { contentBuildId, isPageData } from '../../scripts/pipeline/finish.ts'

describe('build id', () => {
  const files = new Map<string, string>([
    ['index.html', '<p>a</p>'],
    ['KFC/index.html', '<p>b</p>'],
  ])

  it('is the same for the same content, whatever the order files are listed in', () => {
    const reversed = new Map([...files].reverse())
    expect(contentBuildId(files)).toBe(contentBuildId(reversed))
    expect(contentBuildId(files)).toMatch(/^[0-9a-f]{16}$/)
  })

  it('changes when any byte or any path changes', () => {
    const id = contentBuildId(files)
    expect(contentBuildId(new Map(files).set('KFC/index.html', '<p>c</p>'))).not.toBe(id)
    expect(contentBuildId(new Map([...files].map(([k, v]) => [k.replace('KFC', 'kfc'), v])))).not.toBe(id)
  })

  it('is the same when a file’s digest is given instead of read, and a file given so is never read', () => {
    const known = { 'KFC/index.html': contentDigest('<p>b</p>') }
    const unread = { keys: () => files.keys(), get: (path: string) => (path in known ? undefined : files.get(path)) }
    expect(contentBuildId(unread, known)).toBe(contentBuildId(files))
    expect(contentBuildId(unread, { 'KFC/index.html': contentDigest('<p>c</p>') })).not.toBe(contentBuildId(files))
  })
})

describe('what the build id leaves out: the pages’ data', () => {
  it('is each page’s HTML and payload, the 404 and redirect pages, product files and search items', () => {
    const pageData = ['index.html', '_payload.json', 'KFC/shop/index.html', 'KFC/shop/_payload.json', '404.html']
    const catalogData = ['KFC/_products/8-piece-bucket.json', 'KFC/_search/items/4.json']
    for (const path of [...pageData, ...catalogData]) expect(isPageData(path), path).toBe(true)
  })

  it('is not the client code, the search words, the manifests, icons, fonts or host files', () => {
    const paired = ['assets/chunks/app.1a2b.js', 'assets/style.css', 'KFC/_search/words/bu.json', 'builds/latest.json']
    const more = ['builds/meta/abc.json', 'icons/KFC.svg', 'assets/fonts/x.woff2', '_headers', '_redirects', 'robots.txt']
    for (const path of [...paired, ...more]) expect(isPageData(path), path).toBe(false)
  })
})

describe('build manifests', () => {
  const table = buildRouteTable(loadBrands())
  const meta = buildMeta('abc', 1700000000000, table)

  it('lists every prerendered route and a prerender rule for each', () => {
    expect(meta.prerendered).toHaveLength(table.routes.length)
    expect(meta.prerendered).toContain('/KFC/shop/products/8-piece-bucket')
    expect(meta.matcher.static['/KFC/shop/cart']).toEqual({ prerender: true })
  })

  it('encodes configured redirects as redirect rules', () => {
    expect(meta.matcher.static['/KFC/menu']).toEqual({ redirect: '/KFC/shop' })
    expect(meta.prerendered).not.toContain('/KFC/menu')
  })

  it('maps routes to their folders in the deployable', () => {
    expect(routeDir('/')).toBe('')
    expect(routeDir('/KFC/shop/cart')).toBe('KFC/shop/cart')
  })
})

describe('payload serialization', () => {
  const hostile = { name: 'Bucket </script><script>alert(1)</script>', note: 'a\u2028b <!-- x -->' }

  it('keeps "</script>" and HTML comments inert inside an inline script', () => {
    const json = serializePayload(hostile)
    expect(json).not.toMatch(/<\/script/i)
    expect(json).not.toContain('<!--')
    expect(json).not.toContain('\u2028')
  })

  it('round-trips through the HTML to exactly the same data', () => {
    const html = `<body><script id="page-data" type="application/json">${serializePayload(hostile)}</script></body>`
    expect(extractPayload(html, 'test.html')).toEqual(hostile)
  })

  it('names the file when a page has no inline payload', () => {
    expect(() => extractPayload('<p>none</p>', 'KFC/index.html')).toThrow(/KFC\/index\.html: the page has no inline payload/)
  })
})

describe('cache policy and content types', () => {
  it('makes hashed assets and build metas immutable, everything else revalidated', () => {
    expect(cacheControl('assets/chunks/chunk-Ab12.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControl('builds/meta/abc.json')).toContain('immutable')
    for (const path of ['index.html', 'KFC/shop/cart/_payload.json', 'builds/latest.json', '404.html']) {
      expect(cacheControl(path)).toBe('public, max-age=0, must-revalidate')
    }
  })

  it('labels files with their content type', () => {
    expect(contentType('KFC/index.html')).toBe('text/html; charset=utf-8')
    expect(contentType('x/_payload.json')).toBe('application/json; charset=utf-8')
    expect(contentType('assets/a.js')).toMatch(/^text\/javascript/)
    expect(contentType('assets/a.css')).toBe('text/css; charset=utf-8')
  })
})

describe('readable link colour', async () => {
  const { contrastRatio, readableOn } = await import('../../brand/readableColor.ts')

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('skips a light accent for one that is readable on every background', () => {
    expect(readableOn(['#ffffff', '#faf7f2'], ['#c9a227', '#2b2b2b'])).toBe('#2b2b2b')
    expect(readableOn(['#ffffff'], ['#0b5394', '#000000'])).toBe('#0b5394')
  })
})
