// The upload list: every file with its type, cache policy and stored encoding, plus the extensionless page objects a
// bucket website needs to answer a slashless page URL without a redirect.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { totalsOf, uploadList, withSizes, writeUploadList } from '../../scripts/pipeline/uploadList.ts'
import { writeFiles } from './support/writeFiles.ts'

const dir = mkdtempSync(join(tmpdir(), 'upload-list-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'missing',
  'KFC/index.html': 'kfc home',
  'KFC/shop/cart/index.html': 'cart page',
  'KFC/shop/cart/_payload.json': '{}',
  'assets/app-1a.js': 'export{}',
  'assets/fonts/face-1a.woff2': 'wOF2',
  'robots.txt': 'User-agent: *',
}
writeFiles(dir, files)

describe('the upload list', () => {
  const entries = uploadList(dir)

  it('lists every file once, with its bytes', () => {
    const own = entries.filter((e) => e.source === undefined)
    expect(own.map((e) => e.path).sort()).toEqual(Object.keys(files).sort())
    expect(own.find((e) => e.path === 'KFC/shop/cart/index.html')?.bytes).toBe('cart page'.length)
  })

  it('adds an extensionless HTML object for every page folder, with the page as its source', () => {
    const copies = entries.filter((e) => e.source !== undefined)
    expect(copies).toEqual([
      {
        path: 'KFC',
        source: 'KFC/index.html',
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'public, max-age=0, must-revalidate',
        contentEncoding: 'gzip',
        bytes: 'kfc home'.length,
      },
      {
        path: 'KFC/shop/cart',
        source: 'KFC/shop/cart/index.html',
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'public, max-age=0, must-revalidate',
        contentEncoding: 'gzip',
        bytes: 'cart page'.length,
      },
    ])
  })

  it('stores text gzip-encoded and a font as it is', () => {
    const encoding = (path: string) => entries.find((e) => e.path === path)?.contentEncoding
    expect(['index.html', 'KFC/shop/cart/_payload.json', 'assets/app-1a.js', 'robots.txt'].map(encoding)).toEqual(
      Array(4).fill('gzip'),
    )
    expect(encoding('assets/fonts/face-1a.woff2')).toBeUndefined()
  })

  it('labels the host files as text', () => {
    expect(entries.find((e) => e.path === 'robots.txt')?.contentType).toBe('text/plain; charset=utf-8')
  })
})

/** The list's documented text: what a deploy tool reads. */
const uploadListText = (list: unknown[]) => `${JSON.stringify(list, null, 1)}\n`

describe('new sizes written into the list’s text (a patched deployable)', () => {
  const entries = uploadList(dir)
  const text = uploadListText(entries)
  const resized = (sizes: Record<string, number>) =>
    entries.map((entry) => {
      const size = sizes[entry.source ?? entry.path]
      return size === undefined ? entry : { ...entry, bytes: size }
    })

  it('gives the same text as a list made with those sizes, the pages’ extensionless copies included', () => {
    const sizes = { 'KFC/shop/cart/index.html': 12345, 'assets/app-1a.js': 7, 'KFC/index.html': 1, 'robots.txt': 99 }
    expect(withSizes(text, new Map(Object.entries(sizes)))).toBe(uploadListText(resized(sizes)))
    expect(withSizes(text, new Map())).toBe(text)
  })

  it('is written a batch at a time with the same text as made whole, for no entries, a few, and thousands', () => {
    const many = Array.from({ length: 2345 }, (_, i) => ({ ...(entries[i % entries.length] as (typeof entries)[0]), bytes: i }))
    for (const list of [[], entries, many]) {
      const file = join(dir, 'written.json')
      writeUploadList(file, list)
      expect(readFileSync(file, 'utf8')).toBe(uploadListText(list))
    }
  })

  it('says it cannot when a file is not in the list', () => {
    expect(withSizes(text, new Map([['KFC/shop/checkout/index.html', 10]]))).toBeUndefined()
  })

  it('totals the files, not the copies', () => {
    const html = Object.entries(files).filter(([path]) => path.endsWith('.html'))
    expect(totalsOf(entries)).toEqual({
      files: Object.keys(files).length,
      bytes: Object.values(files).reduce((n, body) => n + body.length, 0),
      htmlFiles: html.length,
      htmlBytes: html.reduce((n, [, body]) => n + body.length, 0),
    })
  })
})
