// Malformed and hostile requests, sent as raw bytes to both serving modes: each gets the status below (never a
// crash, never a file from outside the deployable, never an off-site redirect), every answer carries the security
// headers, and the server still serves a normal page right after.
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer, type ServeMode } from '../../scripts/server/staticServer.ts'
import { hostileFixture, rangeFileBytes } from './support/fixtureDeployable.ts'
import { rawRequest, requestText } from './support/rawHttp.ts'

interface Case {
  name: string
  request: string | Buffer
  production: number
  objectStore: number
  /** Expected Location (redirects) or Content-Range (ranges), per mode where they differ. */
  location?: string
  contentRange?: string
}

const get = (target: string, headers: string[] = []) => requestText(target, { headers })
const range = (value: string) => get('/assets/data.bin', [`Range: ${value}`])
const both = (name: string, request: string | Buffer, status: number, more: Partial<Case> = {}): Case => ({
  name,
  request,
  production: status,
  objectStore: status,
  ...more,
})

const cases: Case[] = [
  both('a path of two slashes', get('//'), 404),
  both('an authority-like path', get('//a:b/'), 404),
  both('a protocol-relative path', get('//evil.example/'), 404),
  both('encoded slashes making a protocol-relative path', get('/%2F%2Fevil.example'), 404),
  both('a raw backslash', get('/\\evil.example'), 400),
  both('an encoded backslash', get('/%5Cevil.example'), 400),
  both('dot-dot segments', get('/../../etc/passwd'), 400),
  both('encoded dot-dot segments', get('/%2e%2e/%2e%2e/etc/passwd'), 400),
  both('dot-dot inside the site', get('/KFC/%2E%2E/404.html'), 400),
  both('dot-dot with encoded slashes', get('/..%2f..%2fetc%2fpasswd'), 400),
  both('an encoded NUL byte', get('/index.html%00.js'), 400),
  both('a broken escape', get('/%zz'), 400),
  both('a truncated UTF-8 escape', get('/%E0%A4%A'), 400),
  both('an overlong UTF-8 dot', get('/%C0%AE%C0%AE/'), 400),
  both('a symlinked file pointing out', get('/leak.txt'), 404),
  both('a symlinked folder pointing out', get('/linked/'), 404),
  both('a file in a symlinked folder', get('/linked/secret.txt'), 404),
  both('a dotfile', get('/.secret'), 404),
  both('the asterisk form', get('*'), 400),
  both('the absolute form naming another host', get('http://evil.example/KFC/shop/cart'), 200),
  both('raw UTF-8 bytes in the path', Buffer.from(get('/Café/文字/'), 'utf8'), 400),
  both('a 100 KB path', get(`/${'a'.repeat(100_000)}`), 431),
  both('not HTTP at all', 'HELLO\r\n\r\n', 400),
  both('HTTP/1.1 without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400),
  both('an unknown Expect', get('/', ['Expect: bogus']), 417),
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'].map((method) =>
    both(`${method}`, requestText('/KFC/shop/cart', { method }), 405),
  ),
  both('CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405),
  both('a range ending past any file size', range('bytes=0-99999999999999999999'), 206, {
    contentRange: `bytes 0-999/${rangeFileBytes}`,
  }),
  both('a reversed range', range('bytes=500-100'), 416, { contentRange: `bytes */${rangeFileBytes}` }),
  both('a range starting past any file size', range('bytes=99999999999999999999-'), 416),
  both('a range starting at the end', range(`bytes=${rangeFileBytes}-`), 416),
  both('an empty suffix range', range('bytes=-0'), 416),
  both('a malformed range', range('bytes=abc'), 416),
  both('a suffix range', range('bytes=-5'), 206, { contentRange: `bytes 995-999/${rangeFileBytes}` }),
  both('a one-byte range', range('bytes=0-0'), 206, { contentRange: `bytes 0-0/${rangeFileBytes}` }),
  both('several ranges (answered whole)', range('bytes=0-1,5-6'), 200),
  both('another range unit (ignored)', range('items=0-5'), 200),
  {
    name: 'a wrong-case path asking for an off-site next hop',
    request: get('/kfc/shop/cart?next=//evil.example'),
    production: 301,
    objectStore: 404,
    location: '/KFC/shop/cart?next=//evil.example',
  },
  {
    name: 'the absolute form with a non-canonical path',
    request: get('http://evil.example/kfc/shop/cart/'),
    production: 301,
    objectStore: 404,
    location: '/KFC/shop/cart',
  },
  {
    name: 'a folder named outside Latin-1, other casing',
    request: get('/caf%C3%A9/%E6%96%87%E5%AD%97'),
    production: 301,
    objectStore: 404,
    location: '/Caf%C3%A9/%E6%96%87%E5%AD%97',
  },
  both('a folder named outside Latin-1, exact', get('/Caf%C3%A9/%E6%96%87%E5%AD%97'), 200),
]

const fixture = hostileFixture()
const servers: Server[] = []
const ports = new Map<ServeMode, number>()

beforeAll(async () => {
  for (const mode of ['production', 'object-store'] as const) {
    const server = createStaticServer({ dir: fixture.site, mode, base: '/' })
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    ports.set(mode, (server.address() as AddressInfo).port)
  }
})

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  rmSync(fixture.work, { recursive: true, force: true })
})

describe.each(['production', 'object-store'] as const)('hostile requests, %s mode', (mode) => {
  it.each(cases)('$name', async (testCase) => {
    const port = ports.get(mode) as number
    const res = await rawRequest(port, testCase.request)
    expect(res.status).toBe(mode === 'production' ? testCase.production : testCase.objectStore)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.body).not.toContain('outside the deployable')
    if (res.status === 405) expect(res.headers.allow).toBe('GET, HEAD')
    if (res.status === 301) {
      expect(res.headers.location).toBe(testCase.location)
      expect(res.headers.location).toMatch(/^\/(?![/\\])/)
    }
    if (testCase.contentRange) expect(res.headers['content-range']).toBe(testCase.contentRange)

    const after = await rawRequest(port, get('/KFC/shop/cart'))
    expect(after.status).toBe(200)
    expect(after.body).toBe('cart')
  })
})
