// The bench's page weights (scripts/bench/pageBytes.ts): a page's HTML and payload, each raw and gzip, and together.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { pageBytes } from '../../scripts/bench/pageBytes.ts'

const site = mkdtempSync(join(tmpdir(), 'page-bytes-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

const write = (file: string, body: string) => {
  mkdirSync(join(site, file, '..'), { recursive: true })
  writeFileSync(join(site, file), body)
}
const gzip = (body: string) => gzipSync(body, { level: 9 }).length

describe('a page’s weight in the bench', () => {
  it('counts its HTML and payload, raw and gzip, each and together', () => {
    const html = `<!doctype html>${'<li>Bucket</li>'.repeat(200)}`
    const payload = JSON.stringify({ products: Array.from({ length: 48 }, (_, n) => ({ slug: `bucket-${n}` })) })
    write('KFC/shop/index.html', html)
    write('KFC/shop/_payload.json', payload)
    expect(pageBytes(site, 'KFC/shop')).toEqual({
      route: 'KFC/shop',
      html: { raw: html.length, gzip: gzip(html) },
      payload: { raw: payload.length, gzip: gzip(payload) },
      total: { raw: html.length + payload.length, gzip: gzip(html) + gzip(payload) },
    })
  })

  it('reports what a page has when it has only one of them, and refuses a page with neither', () => {
    write('KFC/shop/checkout/_payload.json', '{"steps":[]}')
    expect(pageBytes(site, 'KFC/shop/checkout')).toEqual({
      route: 'KFC/shop/checkout',
      payload: { raw: 12, gzip: gzip('{"steps":[]}') },
      total: { raw: 12, gzip: gzip('{"steps":[]}') },
    })
    expect(() => pageBytes(site, 'KFC/shop/nowhere')).toThrow('KFC/shop/nowhere has neither HTML nor a payload')
  })
})
