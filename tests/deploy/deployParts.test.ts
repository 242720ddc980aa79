// The deploy's decisions on their own: targets, phases, what the listing tells, bounded work, addressing.
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalObject } from '../../scripts/deploy/deployable.ts'
import { isKeptHistory, phaseTitle } from '../../scripts/deploy/phases.ts'
import { verdictFromListing } from '../../scripts/deploy/plan.ts'
import { referencesOf } from '../../scripts/deploy/references.ts'
import { formatBytes } from '../../scripts/deploy/report.ts'
import { runBounded } from '../../scripts/deploy/runBounded.ts'
import { createS3Client } from '../../scripts/deploy/s3Client.ts'
import { bucketNameProblem, describeTarget, objectKey, parseS3Target } from '../../scripts/deploy/s3Target.ts'
import { uploadLevels } from '../../scripts/deploy/uploadOrder.ts'

describe('the target', () => {
  it('is a bucket and an optional prefix, without stray slashes', () => {
    expect(parseS3Target('s3://site')).toEqual({ bucket: 'site', prefix: '' })
    expect(parseS3Target('s3://site/')).toEqual({ bucket: 'site', prefix: '' })
    expect(parseS3Target('s3://site/demo/')).toEqual({ bucket: 'site', prefix: 'demo' })
    expect(parseS3Target('s3://my.site-1/a/b')).toEqual({ bucket: 'my.site-1', prefix: 'a/b' })
  })

  it('puts keys under the prefix', () => {
    expect(objectKey(parseS3Target('s3://site'), 'KFC/index.html')).toBe('KFC/index.html')
    expect(objectKey(parseS3Target('s3://site/demo'), 'KFC/index.html')).toBe('demo/KFC/index.html')
    expect(describeTarget(parseS3Target('s3://site/demo'), 'a.js')).toBe('s3://site/demo/a.js')
  })

  it.each(['ab', 'a'.repeat(64), 'Site', 'my_site', '-site', 'site-', 'my..site', '192.168.0.1'])(
    'refuses the bucket name %s',
    (name) => {
      expect(bucketNameProblem(name)).toBeDefined()
      expect(() => parseS3Target(`s3://${name}`)).toThrow(`Bad bucket name "${name}"`)
    },
  )

  it.each(['site', 'http://site', 's3:/site', 'S3://site'])('refuses %s as not an S3 URL', (value) => {
    expect(() => parseS3Target(value)).toThrow(`Not an S3 URL: "${value}"`)
  })
})

describe('phases', () => {
  const html = 'text/html; charset=utf-8'
  const json = 'application/json; charset=utf-8'
  it('are named by what they hold', () => {
    expect(phaseTitle([{ path: 'assets/a.js', contentType: 'text/javascript; charset=utf-8' }])).toBe('scripts')
    expect(
      phaseTitle([
        { path: 'KFC/shop/cart', contentType: 'TEXT/HTML' },
        { path: 'KFC/_payload.json', contentType: json },
        { path: 'icons/KFC.svg', contentType: 'image/svg+xml' },
        { path: 'builds/meta/abc.json', contentType: json },
      ]),
    ).toBe('pictures, build metas, payloads and pages')
    expect(phaseTitle([{ path: 'builds/latest.json', contentType: json }])).toBe('latest build pointer')
    expect(phaseTitle([{ path: '404.html', contentType: html }])).toBe('pages')
  })

  it('keep earlier builds’ metas and nothing else', () => {
    expect(isKeptHistory('builds/meta/abc.json')).toBe(true)
    expect(isKeptHistory('builds/latest.json')).toBe(false)
    expect(isKeptHistory('assets/builds/meta/x.js')).toBe(false)
  })
})

describe('what an object loads', () => {
  const objects = [
    'index.html',
    '_payload.json',
    'KFC/index.html',
    'KFC',
    'KFC/_payload.json',
    'KFC/shop/cart/index.html',
    'KFC/shop/cart',
    'KFC/shop/cart/_payload.json',
    'Café/index.html',
    'Café/_payload.json',
    'assets/entries/client.A1.js',
    'assets/chunks/chunk-B2.js',
    'assets/chunks/chunk-C3.js',
    'assets/static/style.D4.css',
    'assets/fonts/oswald.E5.woff2',
    'icons/KFC.svg',
    'builds/meta/f00d.json',
    'builds/latest.json',
  ]
  const pages = new Set(objects.filter((p) => p.endsWith('.html') || !p.includes('.')))
  const index = { has: (p: string) => objects.includes(p), isHtml: (p: string) => pages.has(p) }
  const refs = (path: string, type: string, text: string) => referencesOf(path, type, Buffer.from(text), index)
  const html = 'text/html; charset=utf-8'

  it('reads a page: its files, the payloads of the pages it links to, its build meta, never pages or latest.json', () => {
    const page = [
      '<html data-build-id="f00d"><head><link rel="icon" href="/icons/KFC.svg">',
      '<link rel="stylesheet" href="/assets/static/style.D4.css?v=1"><script src="/assets/entries/client.A1.js" type="module"></script>',
      '<link rel="preload" href="/assets/fonts/oswald.E5.woff2" as="font"></head><body>',
      '<a href="/KFC">KFC</a> <a href="/Caf%C3%A9">Café</a> <a href="/">All</a> <a href="/nowhere">gone</a>',
      '<script type="application/json">{"chunks":["assets\\u002Fchunks\\u002Fchunk-B2.js"],"cart":"\\u002FKFC\\u002Fshop\\u002Fcart"}</script>',
      '<p>See builds/latest.json, index.html and KFC/shop/cart.</p></body></html>',
    ].join('')
    expect(refs('KFC/shop/cart/index.html', html, page)).toEqual([
      'Café/_payload.json',
      'KFC/_payload.json',
      // Its own, for client navigation back to it.
      'KFC/shop/cart/_payload.json',
      '_payload.json',
      'assets/chunks/chunk-B2.js',
      'assets/entries/client.A1.js',
      'assets/fonts/oswald.E5.woff2',
      'assets/static/style.D4.css',
      'builds/meta/f00d.json',
      'icons/KFC.svg',
    ])
  })

  it('reads URLs under a base path, relative imports and stylesheet urls, and nothing in binary files', () => {
    expect(refs('index.html', html, '<script src="/demo/assets/chunks/chunk-C3.js"></script><a href="/demo/KFC">')).toEqual([
      'KFC/_payload.json',
      'assets/chunks/chunk-C3.js',
    ])
    expect(
      refs('assets/chunks/chunk-B2.js', 'text/javascript', 'import"./chunk-C3.js";const p="/";fetch(p+route+"_payload.json")'),
    ).toEqual(['assets/chunks/chunk-C3.js'])
    expect(refs('assets/static/style.D4.css', 'text/css', '@font-face{src:url(../fonts/oswald.E5.woff2)}')).toEqual([
      'assets/fonts/oswald.E5.woff2',
    ])
    expect(refs('assets/fonts/oswald.E5.woff2', 'font/woff2', 'url(/icons/KFC.svg)')).toEqual([])
  })

  it('has a redirect page load the page it refreshes to', () => {
    const redirect = '<meta http-equiv="refresh" content="0; url=/KFC/shop/cart"><link rel="canonical" href="/KFC/shop/cart">'
    expect(refs('KFC/old/index.html', html, redirect)).toEqual([
      'KFC/shop/cart',
      'KFC/shop/cart/_payload.json',
      'KFC/shop/cart/index.html',
    ])
  })
})

describe('upload levels', () => {
  const object = (path: string, ...references: string[]) => ({ path, references })
  const paths = (levels: { path: string }[][]) => levels.map((level) => level.map((o) => o.path))

  it('put what an object loads in a level below it, objects loading each other together, latest.json last', () => {
    const levels = uploadLevels([
      object('builds/latest.json'),
      object('page.html', 'a.js', 'page/_payload.json', 'builds/latest.json'),
      object('page/_payload.json', 'b.js', 'other/_payload.json'),
      object('other/_payload.json', 'page/_payload.json'),
      object('a.js', 'b.js'),
      object('b.js', 'c.js', 'missing.js'),
      object('c.js', 'b.js'),
      object('font.woff2'),
    ])
    expect(paths(levels)).toEqual([
      ['b.js', 'c.js', 'font.woff2'],
      ['a.js', 'other/_payload.json', 'page/_payload.json'],
      ['page.html'],
      ['builds/latest.json'],
    ])
  })

  it('go as deep as the chain of loads, without running out of stack', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => object(`m${i}.js`, ...(i > 0 ? [`m${i - 1}.js`] : [])))
    const levels = uploadLevels(chain.reverse())
    expect(levels).toHaveLength(20_000)
    expect(levels[0]?.[0]?.path).toBe('m0.js')
  })
})

describe('the listing', () => {
  const local: LocalObject = {
    path: 'index.html',
    source: 'index.html',
    contentType: 'text/html',
    cacheControl: 'no-cache',
    bytes: 10,
    md5Hex: '0123456789abcdef0123456789abcdef',
    sha256Hex: 'f'.repeat(64),
  }

  it('says upload for a missing object or another size, skip for the same MD5, and asks otherwise', () => {
    expect(verdictFromListing(local, undefined)).toBe('upload')
    expect(verdictFromListing(local, { etag: local.md5Hex, size: 11 })).toBe('upload')
    expect(verdictFromListing(local, { etag: local.md5Hex, size: 10 })).toBe('skip')
    expect(verdictFromListing(local, { etag: 'ffffffffffffffffffffffffffffffff-2', size: 10 })).toBe('compare-sha256')
  })
})

describe('bounded work', () => {
  it('runs at most `limit` tasks at once and all of them', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++
      most = Math.max(most, running)
      await Promise.resolve()
      await new Promise((next) => setImmediate(next))
      running--
      done.push(n)
    })
    expect(most).toBe(3)
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('starts nothing after a failure, waits for running tasks, then throws the first error', async () => {
    const started: number[] = []
    let settled = 0
    const run = runBounded([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n)
      await new Promise((next) => setImmediate(next))
      settled++
      if (n === 1) throw new Error('one failed')
    })
    await expect(run).rejects.toThrow('one failed')
    expect(started).toEqual([1, 2])
    expect(settled).toBe(2)
  })
})

describe('addressing', () => {
  const timeouts = { connectTimeoutMs: 1000, requestTimeoutMs: 1000 }
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('is path-style with a custom endpoint unless turned off, and virtual-hosted without one', async () => {
    for (const name of ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3', 'AWS_PROFILE']) delete process.env[name]
    process.env.AWS_CONFIG_FILE = '/nonexistent/aws-config'
    process.env.AWS_REGION = 'us-east-1'
    const style = async (pathStyle: boolean) => {
      const client = await createS3Client({ pathStyle, maxAttempts: 2, ...timeouts })
      client.destroy()
      return client.config.forcePathStyle
    }
    expect(await style(true)).toBe(false)
    process.env.AWS_ENDPOINT_URL = 'http://127.0.0.1:9'
    expect(await style(true)).toBe(true)
    expect(await style(false)).toBe(false)
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:9'
    delete process.env.AWS_ENDPOINT_URL
    expect(await style(true)).toBe(true)
  })

  it('retries as often as asked', async () => {
    const client = await createS3Client({ pathStyle: true, maxAttempts: 7, ...timeouts })
    client.destroy()
    expect(await client.config.maxAttempts()).toBe(7)
  })
})

describe('sizes', () => {
  it('read like the build summary', () => {
    expect(formatBytes(999)).toBe('999 B')
    expect(formatBytes(1234)).toBe('1.2 kB')
    expect(formatBytes(4_210_000)).toBe('4.21 MB')
  })
})
