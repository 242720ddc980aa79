// The deploy against a store that misbehaves: the loopback S3 server behind a fault-injecting proxy (faultProxy.ts)
// that answers chosen requests with a 500, a 503 SlowDown, a reset or a stall. Every kind of call the deploy makes
// (list, head, put, delete) is retried through each fault; one that keeps failing stops the deploy at its phase,
// naming the object, within a bounded time; and a real deploy process stopped by SIGINT or SIGTERM ends with
// 130/143, leaving the bucket's live build as it was, and the next deploy finishes the job.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { GetObjectCommand, PutObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployCommand } from '../../scripts/deploy/deployCommand.ts'
import { gzipObject } from '../../scripts/lib/deployableLayout.ts'
import { type Call, type Fault, type FaultProxy, startFaultProxy } from './faultProxy.ts'
import { builds, fileBytes, writeDeployable } from './fixtureDeployable.ts'
import { deployEnvironment, type S3TestServer, setEnvironment, startS3TestServer } from './s3TestServer.ts'

const root = mkdtempSync(join(tmpdir(), 'deploy-faults-'))
const buildOne = join(root, 'one')
const buildTwo = join(root, 'two')
const calls: Call[] = ['list', 'head', 'put', 'delete']
const buckets = ['retry', 'interrupted', ...calls.map((call) => `stall-${call}`)]
let server: S3TestServer
let proxy: FaultProxy
const savedEnv = { ...process.env }
// Short limits, set by flags as a user would: a stalled request fails after 1 s. Only the deploys that meet an
// injected fault use them, and those make healthy calls too: with 0.3 s, a healthy answer from the loopback store
// took longer twice in a row on a machine loaded by the rest of the suite, and a deploy failed on a call that had
// no fault. The deploys that set a bucket up, or finish after a fault, keep the default limits.
const quick = ['--request-timeout', '1', '--connect-timeout', '1']

beforeAll(async () => {
  server = await startS3TestServer(buckets)
  proxy = await startFaultProxy(server.endpoint)
  setEnvironment(deployEnvironment(proxy.endpoint, root))
  writeDeployable(buildOne, builds.one)
  writeDeployable(buildTwo, builds.two)
})

afterAll(async () => {
  process.env = savedEnv
  await proxy?.close()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function deploy(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const output = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), verbosity: 'quiet' as const }
  const started = performance.now()
  const code = await deployCommand(argv, { output, env: process.env, cwd: root })
  return { code, out: out.join('\n'), err: err.join('\n'), seconds: (performance.now() - started) / 1000 }
}

async function bucketKeys(bucket: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of paginateListObjectsV2({ client: server.client }, { Bucket: bucket })) {
    for (const o of page.Contents ?? []) keys.push(o.Key ?? '')
  }
  return keys.sort()
}

/** The build id builds/latest.json names in the bucket: which build is live. */
async function liveBuild(bucket: string): Promise<string> {
  const object = await server.client.send(new GetObjectCommand({ Bucket: bucket, Key: 'builds/latest.json' }))
  return JSON.parse(gunzipSync(Buffer.from((await object.Body?.transformToByteArray()) ?? [])).toString()).id
}

/**
 * Puts bytes under `path` that the listing cannot judge: the size of build two's object, other bytes (so another
 * ETag), and build two's SHA-256 in the metadata, as on a store whose ETags are not MD5s. The deploy asks with a HEAD.
 */
async function storeUnjudgeable(bucket: string, path: string): Promise<void> {
  const content = gzipObject(fileBytes(buildTwo, { path }))
  const other = Buffer.from(content)
  other[other.length - 9] = (other[other.length - 9] as number) ^ 0xff
  const sha256 = createHash('sha256').update(content).digest('hex')
  await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: path, Body: other, Metadata: { sha256 } }))
}

const faults: Fault[] = ['InternalError', 'SlowDown', 'reset', 'stall']

describe('a store that fails now and then', () => {
  it('is retried through a 500, a 503 SlowDown, a reset and a stall on every kind of call, and the deploy completes', async () => {
    expect((await deploy('s3://retry', '--dir', buildOne)).code).toBe(0)
    await storeUnjudgeable('retry', 'KFC/index.html')
    const mark = proxy.requests.length
    for (const call of calls) proxy.inject({ call, faults })
    const result = await deploy('s3://retry', '--dir', buildTwo, '--delete', ...quick)
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    const faulted = proxy.requests.slice(mark).filter((r) => r.fault !== undefined)
    for (const call of calls) {
      expect(faulted.filter((r) => r.call === call).map((r) => r.fault)).toEqual(faults)
    }
    expect(await liveBuild('retry')).toBe('b2')
    const expected = [...Object.keys(builds.two), 'KFC', 'KFC/shop/cart', 'builds/meta/b1.json']
    expect(await bucketKeys('retry')).toEqual(expected.sort())
  })
})

describe('a call that keeps failing', () => {
  const stalled = {
    list: { key: undefined, says: 'listing s3://stall-list/', note: 'Nothing in the bucket was changed.' },
    head: {
      key: 'KFC/index.html',
      says: 'reading the metadata of s3://stall-head/KFC/index.html',
      note: 'Nothing in the bucket was changed.',
    },
    put: {
      key: 'KFC/shop/cart/index.html',
      says: 'uploading s3://stall-put/KFC/shop/cart/index.html',
      note: 'Stopped in phase 2/3 (pages): builds/latest.json still names the previous build. Deploy again to finish.',
    },
    delete: {
      key: 'KFC/old-offer/index.html',
      says: 'deleting s3://stall-delete/KFC/old-offer/index.html',
      note: 'The new build is live; some stale objects are left. Deploy again with --delete to remove them.',
    },
  } satisfies Record<Call, { key: string | undefined; says: string; note: string }>

  it.each(calls)(
    'stops the deploy when a %s stalls on every attempt, naming the object and what it left, within seconds',
    async (call) => {
      const bucket = `stall-${call}`
      const { key, says, note } = stalled[call]
      if (call !== 'list') expect((await deploy(`s3://${bucket}`, '--dir', buildOne)).code).toBe(0)
      if (call === 'head') await storeUnjudgeable(bucket, 'KFC/index.html')
      proxy.inject({ call, ...(key ? { key } : {}), faults: ['stall', 'stall'] })
      const result = await deploy(`s3://${bucket}`, '--dir', buildTwo, '--delete', '--max-attempts', '2', ...quick)
      expect(result.code).toBe(1)
      expect(result.err).toBe(`Deploy failed: ${says}: TimeoutError: no answer within 1 s (--request-timeout)\n${note}`)
      // Two attempts of 1 s and the backoff between them; without timeouts it would wait forever.
      expect(result.seconds).toBeLessThan(10)
      if (call !== 'list') expect(await liveBuild(bucket)).toBe(call === 'delete' ? 'b2' : 'b1')
    },
    20_000,
  )
})

/** Runs scripts/deploy.ts as a user would; resolves with how it ended and what it printed. */
function deployProcess(args: string[]) {
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/deploy.ts', ...args], {
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const ended = new Promise<{ code: number | null; signal: string | null; stderr: string }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal, stderr: stderr.trim() })),
  )
  return { child, ended }
}

describe('an interrupted deploy', () => {
  it.each([
    ['SIGINT', 130, 'list', undefined, 'Nothing in the bucket was changed.'],
    [
      'SIGTERM',
      143,
      'put',
      'KFC/index.html',
      'Stopped in phase 2/3 (pages): builds/latest.json still names the previous build. Deploy again to finish.',
    ],
  ] as const)(
    'stops on %s with status %i while a %s hangs, leaves the live build, and the next deploy finishes',
    async (signal, status, call, key, note) => {
      expect((await deploy('s3://interrupted', '--dir', buildOne)).code).toBe(0)
      const mark = proxy.requests.length
      proxy.inject({ call, ...(key ? { key } : {}), faults: ['stall'] })
      const { child, ended } = deployProcess(['s3://interrupted', '--dir', buildTwo, '--request-timeout', '30'])
      // Sent once the deploy is waiting on the stalled request: mid-listing, or mid-way through its pages.
      await expect
        .poll(() => proxy.requests.slice(mark).some((r) => r.fault === 'stall' && !r.closed), { timeout: 15_000 })
        .toBe(true)
      child.kill(signal)
      const { code, stderr } = await ended
      expect(stderr).toBe(`Deploy interrupted (${signal}). ${note}`)
      expect(code).toBe(status)
      expect(await liveBuild('interrupted')).toBe('b1')
      const sent = proxy.requests.slice(mark)
      expect(sent.filter((r) => r.call === 'put' && r.key === 'builds/latest.json')).toEqual([])
      const rerun = await deploy('s3://interrupted', '--dir', buildTwo)
      expect(rerun.err).toBe('')
      expect(rerun.code).toBe(0)
      expect(await liveBuild('interrupted')).toBe('b2')
    },
    30_000,
  )
})
