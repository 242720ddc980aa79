// A catalog of 2,000 products (KFC's, grown as the benchmark's scale run grows it) is listed 48 products a page:
// its first page carries no more, and the pages, reached only by following the links a crawler follows, list every
// product exactly once; each category's listing likewise.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractPayload } from '../../scripts/lib/deployableLayout.ts'
import { grownCatalogSize, sharedGrownBuild } from './fixtureBuild.ts'

const catalogSize = grownCatalogSize

interface ListedPayload {
  page: { products: { slug: string; category: string }[] }
}

// KFC with 2,000 products, and at&t, whose home lists its range (it has no catalog page), with 2,000 too: the run's
// shared build of big catalogs.
describe('a 2,000-product catalog', () => {
  const { site: out, output, products: grown } = sharedGrownBuild()
  const [products, attProducts] = [grown.KFC, grown.att]
  const html = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const payload = (route: string) => JSON.parse(readFileSync(join(out, route, '_payload.json'), 'utf8')) as ListedPayload
  const cards = (page: string) => page.match(/<li class="product-card"/g)?.length ?? 0

  /** Every page reached from `start` by the pager's links in the HTML, and the products each page's payload lists. */
  function crawl(start: string): Map<string, string[]> {
    const seen = new Map<string, string[]>()
    const queue = [start]
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      if (seen.has(route)) continue
      const page = html(route)
      const listed = payload(route).page.products.map((p) => p.slug)
      expect(cards(page), route).toBe(listed.length)
      expect(JSON.parse(JSON.stringify(extractPayload(page, route))), route).toEqual(payload(route))
      seen.set(route, listed)
      const pager = page.match(/<nav [^>]*aria-label="Pages">[\s\S]*?<\/nav>/)?.[0] ?? ''
      for (const [, href] of pager.matchAll(/href="([^"]+)"/g)) if (href) queue.push(href)
    }
    return seen
  }

  it('builds', () => {
    // sharedGrownBuild() has thrown, with the build's output, if the build failed.
    expect(output).toMatch(/Built \d+ pages/)
  })

  it('lists at most 48 products on the first page, in its HTML and its payload', () => {
    expect(cards(html('/KFC/shop'))).toBe(48)
    expect(payload('/KFC/shop').page.products).toHaveLength(48)
    expect(payload('/KFC/shop').page.products.map((p) => p.slug)).toEqual(products.slice(0, 48).map((p) => p.slug))
  })

  it('lists every product exactly once on the pages the pager links, each prerendered for client navigation', () => {
    const pages = crawl('/KFC/shop')
    expect(pages.size).toBe(Math.ceil(catalogSize / 48))
    for (const [route, listed] of pages) expect(listed.length, route).toBeLessThanOrEqual(48)
    const listed = [...pages.values()].flat()
    expect(listed).toHaveLength(catalogSize)
    expect(new Set(listed)).toEqual(new Set(products.map((p) => p.slug)))
    const manifest = JSON.parse(readFileSync(join(out, 'builds', 'latest.json'), 'utf8'))
    const meta = JSON.parse(readFileSync(join(out, 'builds', 'meta', `${manifest.id}.json`), 'utf8'))
    for (const route of pages.keys()) expect(meta.prerendered).toContain(route)
    expect(html('/KFC/shop/page/42').match(/<title>(.*?)<\/title>/)?.[1]).toBe('Our menu: page 42 of 42 | KFC')
    expect(html('/KFC/shop/category/sides/page/2').match(/<title>(.*?)<\/title>/)?.[1]).toBe('Our menu: Sides, page 2 of 9 | KFC')
  })

  it('links each category’s listing, which lists every product of the category exactly once, and only them', () => {
    const nav = html('/KFC/shop').match(/<nav class="categories"[\s\S]*?<\/nav>/)?.[0] ?? ''
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, name]) => ({ href, name }))
    const categories = [...new Set(products.map((p) => p.category))]
    expect(links).toEqual([
      { href: '/KFC/shop', name: 'All categories' },
      ...categories.map((name) => ({ href: `/KFC/shop/category/${name.toLowerCase()}`, name })),
    ])
    for (const { href, name } of links.slice(1)) {
      const pages = crawl(href as string)
      const listed = [...pages.values()].flat()
      const expected = products.filter((p) => p.category === name).map((p) => p.slug)
      expect(listed.sort(), name).toEqual(expected.sort())
      expect(html(href as string)).toContain(`aria-current="true">${name}</a>`)
    }
  })

  it('lists 48 products on a brand home that shows the range, and the rest on the pages it links', () => {
    expect(cards(html('/att'))).toBe(48)
    const pages = crawl('/att')
    expect(pages.size).toBe(Math.ceil(catalogSize / 48))
    expect(pages.has('/att/page/2')).toBe(true)
    const listed = [...pages.values()].flat()
    expect(listed).toHaveLength(catalogSize)
    expect(new Set(listed)).toEqual(new Set(attProducts.map((p) => p.slug)))
  })
})
