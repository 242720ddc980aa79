import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { gzipObject } from '../../scripts/lib/deployableLayout.ts'
import { uploadList } from '../../scripts/pipeline/uploadList.ts'
import { createStaticServer, type ServeMode } from '../../scripts/server/staticServer.ts'

const work = mkdtempSync(join(tmpdir(), 'site-'))
// A deployable with its upload list beside it, as a build leaves it, and the same files without a list.
const dir = join(work, 'site')
const unlisted = join(work, 'unlisted')
const misListed = join(work, 'mislisted')
const brokenList = join(work, 'broken-list')
const servers: Server[] = []

beforeAll(() => {
  for (const folder of [dir, unlisted, misListed, brokenList]) {
    const write = (path: string, content: string) => {
      mkdirSync(join(folder, path, '..'), { recursive: true })
      writeFileSync(join(folder, path), content)
    }
    write('index.html', 'home')
    write('404.html', 'missing')
    write('KFC/shop/cart/index.html', 'cart')
    write('KFC/shop/cart/_payload.json', '{"a":1}')
    write('assets/chunks/app-x1.js', 'export{}')
    write('assets/digits.txt', '0123456789')
  }
  writeFileSync(`${dir}.upload-list.json`, JSON.stringify(uploadList(dir)))
  writeFileSync(join(work, 'outside.txt'), 'outside the deployable')
  // Entries no bucket could get from this deployable: sources outside it or missing, keys no file could have.
  const bad = [
    { path: 'leak', source: '../outside.txt' },
    { path: 'gone', source: 'KFC/shop/gone/index.html' },
    { path: '.hidden', source: 'index.html' },
    { path: 'a//b', source: 'index.html' },
    { path: 'KFC/shop/cart/_payload.json', source: 'index.html' },
    { path: 'KFC/shop/cart', source: 'KFC/shop/cart/index.html' },
  ]
  writeFileSync(`${misListed}.upload-list.json`, JSON.stringify(bad))
  writeFileSync(`${brokenList}.upload-list.json`, '[{"path": "KFC/shop/cart", ')
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  rmSync(work, { recursive: true, force: true })
})

async function start(mode: ServeMode, base = '/', served = dir) {
  const server = createStaticServer({ dir: served, mode, base })
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
  it('serves exact keys, the extensionless page objects the upload list declares, and folder index files', async () => {
    const get = await start('object-store')
    const page = await get('/KFC/shop/cart')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('cart')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await get('/KFC/shop/cart/')).status).toBe(200)
    expect((await get('/KFC/shop/cart/index.html')).status).toBe(200)
    expect((await get('/')).status).toBe(200)
    const wrongCase = await get('/kfc/shop/cart')
    expect(wrongCase.status).toBe(404)
    expect(await wrongCase.text()).toBe('missing')
    // A folder with no page is no key at all.
    expect((await get('/KFC/shop')).status).toBe(404)
  })

  it('redirects a folder without its extensionless object to the slash form with a 302, as S3 does', async () => {
    const get = await start('object-store', '/', unlisted)
    for (const [path, location] of [
      ['/KFC/shop/cart', '/KFC/shop/cart/'],
      ['/KFC/shop/cart?item=x', '/KFC/shop/cart/?item=x'],
    ]) {
      const res = await get(path as string)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location')).toBe(location)
      expect(res.headers.get('cache-control')).toBeNull()
    }
    expect(await (await get('/KFC/shop/cart/')).text()).toBe('cart')
    expect((await get('/kfc/shop/cart')).status).toBe(404)
  })

  it('ignores upload list entries whose source is not a file of the deployable or whose key no file could have', async () => {
    const get = await start('object-store', '/', misListed)
    for (const path of ['/leak', '/gone', '/.hidden']) expect((await get(path)).status, path).toBe(404)
    expect(await (await get('/KFC/shop/cart/_payload.json')).text()).toBe('{"a":1}')
    expect(await (await get('/KFC/shop/cart')).text()).toBe('cart')
  })

  it('serves without extensionless objects, saying so, when the upload list is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const get = await start('object-store', '/', brokenList)
      expect((await get('/KFC/shop/cart')).status).toBe(302)
      expect(await (await get('/KFC/shop/cart/')).text()).toBe('cart')
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`ignoring the upload list ${brokenList}.upload-list.json`))
    } finally {
      warn.mockRestore()
    }
  })

  it('redirects the mount point without its slash, under a base path', async () => {
    const get = await start('object-store', '/demo/')
    const res = await get('/demo')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/demo/')
    expect(await (await get('/demo/KFC/shop/cart')).text()).toBe('cart')
    expect((await get('/KFC/shop/cart')).status).toBe(404)
  })
})

describe('preview server, HTTP details', () => {
  it('sends the bytes a single range asks for', async () => {
    const get = await start('production')
    const plain = { 'Accept-Encoding': 'identity' }
    const middle = await get('/assets/digits.txt', { headers: { ...plain, Range: 'bytes=2-4' } })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe('bytes 2-4/10')
    expect(await middle.text()).toBe('234')
    const tail = await get('/assets/digits.txt', { headers: { ...plain, Range: 'bytes=-3' } })
    expect(await tail.text()).toBe('789')
  })

  it('sends text gzip-encoded: always like a bucket of what the deploy uploads, on request in production mode', async () => {
    const stored = gzipObject(Buffer.from('0123456789'))
    const bucket = await start('object-store')
    for (const acceptEncoding of ['identity', 'gzip, br']) {
      const res = await bucket('/assets/digits.txt', { headers: { 'Accept-Encoding': acceptEncoding } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      expect(res.headers.get('content-length')).toBe(String(stored.length))
      expect(await res.text()).toBe('0123456789')
    }
    // A range of an encoded object is a range of its stored bytes, as on a bucket.
    const range = await bucket('/assets/digits.txt', { headers: { Range: 'bytes=0-9' } })
    expect(range.headers.get('content-range')).toBe(`bytes 0-9/${stored.length}`)

    const production = await start('production')
    const gzipped = await production('/assets/digits.txt', { headers: { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(await gzipped.text()).toBe('0123456789')
    for (const acceptEncoding of ['identity', 'gzip;q=0', 'br']) {
      const plain = await production('/assets/digits.txt', { headers: { 'Accept-Encoding': acceptEncoding } })
      expect(plain.headers.get('content-encoding'), acceptEncoding).toBeNull()
      expect(plain.headers.get('vary')).toBe('Accept-Encoding')
      expect(plain.headers.get('content-length')).toBe('10')
    }
    // The two representations have their own validators.
    const plainEtag = (await production('/assets/digits.txt', { headers: { 'Accept-Encoding': 'identity' } })).headers.get('etag')
    expect(gzipped.headers.get('etag')).not.toBe(plainEtag)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await start('production')
    const head = await get('/KFC/shop/cart', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
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
