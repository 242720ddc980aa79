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
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })
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
