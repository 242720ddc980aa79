// The deploy's decisions on their own: targets, phases, what the listing tells, bounded work, addressing.
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalObject } from '../../scripts/lib/deploy/deployable.ts'
import { isKeptHistory, phaseOf } from '../../scripts/lib/deploy/phases.ts'
import { verdictFromListing } from '../../scripts/lib/deploy/plan.ts'
import { formatBytes } from '../../scripts/lib/deploy/report.ts'
import { runBounded } from '../../scripts/lib/deploy/runBounded.ts'
import { createS3Client } from '../../scripts/lib/deploy/s3Client.ts'
import { bucketNameProblem, describeTarget, objectKey, parseS3Target } from '../../scripts/lib/deploy/s3Target.ts'

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
  it.each([
    ['assets/chunks/app-x1.js', 'text/javascript; charset=utf-8', 'immutable'],
    ['builds/meta/abc.json', 'application/json; charset=utf-8', 'immutable'],
    ['_payload.json', 'application/json; charset=utf-8', 'payloads'],
    ['KFC/shop/cart/_payload.json', 'application/json; charset=utf-8', 'payloads'],
    ['KFC/shop/cart/index.html', html, 'pages'],
    ['KFC/shop/cart', html, 'pages'],
    ['KFC/shop/cart', 'TEXT/HTML', 'pages'],
    ['404.html', html, 'pages'],
    ['icons/KFC.svg', 'image/svg+xml', 'pages'],
    ['builds/latest.json', 'application/json; charset=utf-8', 'latest'],
  ])('put %s (%s) in the %s phase', (path, contentType, phase) => {
    expect(phaseOf({ path, contentType })).toBe(phase)
  })

  it('keep earlier builds’ metas and nothing else', () => {
    expect(isKeptHistory('builds/meta/abc.json')).toBe(true)
    expect(isKeptHistory('builds/latest.json')).toBe(false)
    expect(isKeptHistory('assets/builds/meta/x.js')).toBe(false)
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
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('is path-style with a custom endpoint unless turned off, and virtual-hosted without one', async () => {
    for (const name of ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3', 'AWS_PROFILE']) delete process.env[name]
    process.env.AWS_CONFIG_FILE = '/nonexistent/aws-config'
    process.env.AWS_REGION = 'us-east-1'
    const style = async (pathStyle: boolean) => {
      const client = await createS3Client({ pathStyle, maxAttempts: 2 })
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
    const client = await createS3Client({ pathStyle: true, maxAttempts: 7 })
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
