import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer, type ServeMode } from '../../scripts/lib/staticServer.ts'

const dir = mkdtempSync(join(tmpdir(), 'site-'))
const servers: Server[] = []

beforeAll(() => {
  const write = (path: string, content: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  write('index.html', 'home')
  write('404.html', 'missing')
  write('KFC/shop/cart/index.html', 'cart')
  write('KFC/shop/cart/_payload.json', '{"a":1}')
  write('assets/chunks/app-x1.js', 'export{}')
  write('assets/digits.txt', '0123456789')
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  rmSync(dir, { recursive: true, force: true })
})

async function start(mode: ServeMode, base = '/') {
  const server = createStaticServer({ dir, mode, base })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', ...init })
}

describe('preview server, production semantics', () => {
  it('serves pages, payloads and assets with their type and cache policy', async () => {
    const get = await start('production')
    const page = await get('/KFC/shop/cart')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('cart')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const payload = await get('/KFC/shop/cart/_payload.json')
    expect(payload.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const asset = await get('/assets/chunks/app-x1.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('redirects other casings and a trailing slash to the canonical URL, keeping the query', async () => {
    const get = await start('production')
    for (const path of ['/kfc/SHOP/cart', '/KFC/shop/cart/', '/kfc/shop/cart/?item=x']) {
      const res = await get(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location')).toBe(`/KFC/shop/cart${path.includes('?') ? '?item=x' : ''}`)
    }
  })

  it('answers a miss with 404.html and status 404', async () => {
    const get = await start('production')
    const res = await get('/KFC/shop/nope')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('missing')
  })

  it('serves under a base path and nothing outside it', async () => {
    const get = await start('production', '/demo/')
    expect((await get('/demo/KFC/shop/cart')).status).toBe(200)
    expect((await get('/demo/')).status).toBe(200)
    expect((await get('/KFC/shop/cart')).status).toBe(404)
  })
})

describe('preview server, object-store semantics', () => {
  it('serves exact keys and folder index files only', async () => {
    const get = await start('object-store')
    expect((await get('/KFC/shop/cart')).status).toBe(200)
    expect((await get('/KFC/shop/cart/')).status).toBe(200)
    expect((await get('/')).status).toBe(200)
    const wrongCase = await get('/kfc/shop/cart')
    expect(wrongCase.status).toBe(404)
    expect(await wrongCase.text()).toBe('missing')
  })
})

describe('preview server, HTTP details', () => {
  it('sends the bytes a single range asks for', async () => {
    const get = await start('object-store')
    const middle = await get('/assets/digits.txt', { headers: { Range: 'bytes=2-4' } })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe('bytes 2-4/10')
    expect(await middle.text()).toBe('234')
    const tail = await get('/assets/digits.txt', { headers: { Range: 'bytes=-3' } })
    expect(await tail.text()).toBe('789')
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await start('production')
    const head = await get('/KFC/shop/cart', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('4')
    expect(await head.text()).toBe('')
  })

  it('answers a request for the copy the client holds with 304', async () => {
    const get = await start('production')
    const first = await get('/KFC/shop/cart')
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/KFC/shop/cart', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('puts nosniff and the referrer policy on files, redirects, misses and refusals', async () => {
    const get = await start('production')
    const answers = [
      await get('/KFC/shop/cart'),
      await get('/kfc/shop/cart'),
      await get('/nope'),
      await get('/', { method: 'POST', body: 'x' }),
    ]
    expect(answers.map((res) => res.status)).toEqual([200, 301, 404, 405])
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
    expect(answers[3]?.headers.get('allow')).toBe('GET, HEAD')
  })
})
