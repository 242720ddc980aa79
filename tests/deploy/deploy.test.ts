// The deploy against a real S3-protocol server (s3rver) on 127.0.0.1, configured the standard way (AWS_* env).
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployCommand } from '../../scripts/deploy/deployCommand.ts'
import type { Verbosity } from '../../scripts/deploy/report.ts'
import { gzipObject } from '../../scripts/lib/deployableLayout.ts'
import { acmeLoads, builds, extensionlessPage, fileBytes, writeDeployable, writeUploadList } from './fixtureDeployable.ts'
import { deployEnvironment, type RecordedRequest, type S3TestServer, setEnvironment, startS3TestServer } from './s3TestServer.ts'

const root = mkdtempSync(join(tmpdir(), 'deploy-test-'))
const buildOne = join(root, 'one')
const buildTwo = join(root, 'two')
const buildThree = join(root, 'three')
const buckets = ['site', 'cleanup', 'dry', 'prefixed', 'flaky', 'hashes', 'output', 'newbrand', 'paged']
let server: S3TestServer
const savedEnv = { ...process.env }

beforeAll(async () => {
  server = await startS3TestServer(buckets)
  setEnvironment(deployEnvironment(server.endpoint, root))
  writeDeployable(buildOne, builds.one)
  writeDeployable(buildTwo, builds.two)
  writeDeployable(buildThree, builds.three)
})

afterAll(async () => {
  process.env = savedEnv
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function deploy(...argv: string[]) {
  return deployWith('phases', ...argv)
}

async function deployWith(verbosity: Verbosity, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const output = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), verbosity }
  const code = await deployCommand(argv, { output, env: process.env, cwd: root })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** Runs `action` and returns the requests the server saw meanwhile. */
async function requestsDuring(action: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const mark = server.requests.length
  await action()
  return server.requests.slice(mark)
}

async function bucketObjects(bucket: string): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for await (const page of paginateListObjectsV2({ client: server.client }, { Bucket: bucket })) {
    for (const o of page.Contents ?? []) found.set(o.Key ?? '', o.ETag ?? '')
  }
  return found
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT')

/**
 * What a fixture page loads, read here independently of the deploy's own reading: its `src`/`href` files, the
 * payloads of the pages it links to, and the meta of its build id.
 */
function pageLoads(dir: string, html: string): string[] {
  const files = new Set(writeUploadList(dir).map((e) => e.path))
  const loads = [...html.matchAll(/(?:src|href)="\/([^"]*)"/g)].map(([, path = '']) =>
    files.has(path) && !files.has(`${path}/index.html`) ? path : `${path ? `${path}/` : ''}_payload.json`,
  )
  const id = /data-build-id="([^"]+)"/.exec(html)?.[1]
  return [...loads, `builds/meta/${id}.json`].filter((path) => files.has(path))
}

describe('the loopback store', () => {
  it('lists keys page by page in byte order, as S3 does, so a redeploy sees every stored object', async () => {
    // "-" sorts before "/": a partner "KFC-2" comes before "KFC", and a page's extensionless copy before its folder.
    const keys = ['KFC/shop/cart/index.html', 'KFC/shop', 'KFC-2/index.html', 'KFC/index.html']
    for (const Key of keys) await server.client.send(new PutObjectCommand({ Bucket: 'paged', Key, Body: Key }))
    // Each page starts after the last key of the one before, as a continuation token does. (Listed with version 1's
    // marker: s3rver encrypts its continuation tokens with DES, which Node refuses without --openssl-legacy-provider.)
    const listed: string[] = []
    for (let page = 0; page < keys.length + 1; page++) {
      const Marker = listed.at(-1)
      const answer = await server.client.send(new ListObjectsCommand({ Bucket: 'paged', MaxKeys: 1, Marker }))
      listed.push(...(answer.Contents ?? []).map((o) => o.Key ?? ''))
      if (!answer.IsTruncated) break
    }
    expect(listed).toEqual(['KFC-2/index.html', 'KFC/index.html', 'KFC/shop', 'KFC/shop/cart/index.html'])
  })
})

describe('first deploy', () => {
  let requests: RecordedRequest[]
  let result: Awaited<ReturnType<typeof deploy>>

  beforeAll(async () => {
    requests = await requestsDuring(async () => {
      result = await deploy('s3://site', '--dir', buildOne)
    })
  })

  it('uploads every listed object with its content type, cache policy, encoding and exact bytes', async () => {
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    const entries = writeUploadList(buildOne)
    expect([...(await bucketObjects('site')).keys()].sort()).toEqual(entries.map((e) => e.path).sort())
    for (const entry of entries) {
      const object = await server.client.send(new GetObjectCommand({ Bucket: 'site', Key: entry.path }))
      expect(object.ContentType, entry.path).toBe(entry.contentType)
      expect(object.CacheControl, entry.path).toBe(entry.cacheControl)
      expect(object.ContentEncoding, entry.path).toBe(entry.contentEncoding)
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? [])
      expect(object.ContentLength, entry.path).toBe(body.length)
      const content = entry.contentEncoding === 'gzip' ? gunzipSync(body) : body
      expect(content.equals(fileBytes(buildOne, entry)), entry.path).toBe(true)
    }
    // Text is stored compressed, pictures and fonts as they are.
    const encoded = (path: string) => entries.find((e) => e.path === path)?.contentEncoding
    expect(['index.html', 'KFC/shop/cart', 'assets/app-1a1a.js', 'KFC/_payload.json', 'icons/KFC.svg'].map(encoded)).toEqual(
      Array(5).fill('gzip'),
    )
    const page = await server.client.send(new HeadObjectCommand({ Bucket: 'site', Key: extensionlessPage.path }))
    expect(page.ContentType).toBe('text/html; charset=utf-8')
    expect(result.out).toMatch(/^Deployed one → s3:\/\/site\/: uploaded 17 \(\d+(\.\d+)? kB\), skipped 0, deleted 0, \d+\.\d s$/m)
  })

  it('stores everything a page loads before the page, and latest.json last', () => {
    const uploads = puts(requests)
    expect(uploads).toHaveLength(17)
    const stored = new Map(uploads.map((r) => [r.key, r]))
    const pages = writeUploadList(buildOne).filter((e) => e.contentType.startsWith('text/html'))
    // The extensionless page objects count too: they are HTML by their type.
    expect(pages.map((p) => p.path)).toContain(extensionlessPage.path)
    for (const page of pages) {
      const put = stored.get(page.path) as RecordedRequest
      for (const load of pageLoads(buildOne, fileBytes(buildOne, page).toString())) {
        expect((stored.get(load) as RecordedRequest).finished, `${load} before ${page.path}`).toBeLessThan(put.started)
      }
    }
    const latest = stored.get('builds/latest.json') as RecordedRequest
    expect(Math.max(...uploads.filter((r) => r !== latest).map((r) => r.finished))).toBeLessThan(latest.started)
  })

  it('uploads nothing when the same build is deployed again', async () => {
    let again: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      again = await deploy('s3://site', '--dir', buildOne)
    })
    expect(again?.code).toBe(0)
    expect(puts(seen)).toEqual([])
    // The listing says it all: no object needed a HEAD.
    expect(seen.filter((r) => r.method === 'HEAD')).toEqual([])
    expect(again?.out).toMatch(/uploaded 0 \(0 B\), skipped 17, deleted 0/)
  })

  it('uploads only the file that changed', async () => {
    const changed = join(root, 'one-changed')
    cpSync(buildOne, changed, { recursive: true })
    writeFileSync(join(changed, 'KFC/shop/cart/_payload.json'), '{"page":"cart","sale":true}')
    writeUploadList(changed)
    const seen = await requestsDuring(() => deploy('s3://site', '--dir', changed))
    expect(puts(seen).map((r) => r.key)).toEqual(['KFC/shop/cart/_payload.json'])
    const body = await server.client.send(new GetObjectCommand({ Bucket: 'site', Key: 'KFC/shop/cart/_payload.json' }))
    const stored = Buffer.from((await body.Body?.transformToByteArray()) ?? [])
    expect(gunzipSync(stored).toString()).toBe('{"page":"cart","sale":true}')
  })
})

describe('a new brand', () => {
  it('goes live only once everything its pages load is stored: icon, styles, font, picture, payloads, meta', async () => {
    expect((await deploy('s3://newbrand', '--dir', buildTwo)).code).toBe(0)
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://newbrand', '--dir', buildThree)
    })
    expect(result?.code).toBe(0)
    // Confirmed writes, in the order the store confirmed them.
    const stored = new Map(puts(seen).map((r) => [r.key, r]))
    for (const page of ['acme/index.html', 'acme', 'acme/shop/index.html', 'acme/shop']) {
      const put = stored.get(page) as RecordedRequest
      expect(put?.status, page).toBe(200)
      for (const load of acmeLoads) {
        // Build two's script and stylesheet are in the bucket already: skipped, not written again.
        const write = stored.get(load)
        if (load === 'assets/app-2b2b.js' || load === 'assets/style-1a1a.css') expect(write).toBeUndefined()
        else expect(write?.finished, `${load} is stored before ${page} goes up`).toBeLessThan(put.started)
      }
    }
    const latest = stored.get('builds/latest.json') as RecordedRequest
    expect(Math.max(...[...stored.values()].filter((r) => r !== latest).map((r) => r.finished))).toBeLessThan(latest.started)
  })
})

describe('output', () => {
  it('is a line per object on a terminal, phase headings in a log, and only the summary under CI', async () => {
    // Sizes are of the objects as stored: gzip-compressed payloads.
    const storedSize = (text: string) => `${gzipObject(Buffer.from(text)).length} B`
    const changedSize = storedSize('{"page":"kfc","v":2}')
    const originalSize = storedSize(fileBytes(buildOne, { path: 'KFC/_payload.json' }).toString())
    const changed = join(root, 'one-output')
    cpSync(buildOne, changed, { recursive: true })
    writeFileSync(join(changed, 'KFC/_payload.json'), '{"page":"kfc","v":2}')
    writeUploadList(changed)
    await deploy('s3://output', '--dir', buildOne)
    const terminal = await deployWith('objects', 's3://output', '--dir', changed, '--dry-run')
    expect(terminal.out).toContain('  upload KFC/_payload.json')
    const onTerminal = await deployWith('objects', 's3://output', '--dir', changed)
    expect(onTerminal.out.split('\n')).toEqual([
      '[1/3] scripts, styles, pictures, build metas and payloads: upload 1, unchanged 7',
      `  ↑ KFC/_payload.json  ${changedSize}  (1/1)`,
      '[2/3] pages: upload 0, unchanged 8',
      '[3/3] latest build pointer: upload 0, unchanged 1',
      expect.stringMatching(
        new RegExp(`^Deployed one-output → s3://output/: uploaded 1 \\(${changedSize}\\), skipped 16, deleted 0, \\d+\\.\\d s$`),
      ),
    ])
    const underCi = await deployWith('quiet', 's3://output', '--dir', buildOne)
    expect(underCi.out.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Deployed one → s3://output/: uploaded 1 \\(${originalSize}\\), skipped 16,`)),
    ])
  })
})

describe('stale objects', () => {
  it('are left in place without --delete', async () => {
    await deploy('s3://site', '--dir', buildOne)
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://site', '--dir', buildTwo)
    })
    expect(result?.code).toBe(0)
    expect(seen.filter((r) => r.method === 'DELETE' || r.method === 'POST')).toEqual([])
    const keys = await bucketObjects('site')
    expect(keys.has('KFC/old-offer/index.html')).toBe(true)
    expect(keys.has('assets/app-1a1a.js')).toBe(true)
    expect(result?.out).toMatch(/4 stale kept \(--delete removes them\)/)
  })

  it('are deleted with --delete once latest.json is up, except earlier builds’ metas', async () => {
    await deploy('s3://cleanup', '--dir', buildOne)
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://cleanup', '--dir', buildTwo, '--delete')
    })
    expect(result?.code).toBe(0)
    const deletes = seen.filter((r) => r.method === 'DELETE')
    expect(deletes.map((r) => r.key).sort()).toEqual([
      'KFC/old-offer',
      'KFC/old-offer/_payload.json',
      'KFC/old-offer/index.html',
      'assets/app-1a1a.js',
    ])
    const latest = puts(seen).find((r) => r.key === 'builds/latest.json')
    expect(latest).toBeDefined()
    expect(Math.min(...deletes.map((r) => r.started))).toBeGreaterThan(latest?.finished ?? Number.POSITIVE_INFINITY)
    const keys = await bucketObjects('cleanup')
    expect(keys.has('builds/meta/b1.json')).toBe(true)
    expect(keys.has('builds/meta/b2.json')).toBe(true)
    expect(keys.has('KFC/old-offer/index.html')).toBe(false)
    expect(result?.out).toMatch(/uploaded \d+ \(.+\), skipped \d+, deleted 4, /)
  })
})

describe('--dry-run', () => {
  it('prints the plan in upload order and changes nothing', async () => {
    await deploy('s3://dry', '--dir', buildOne)
    const before = await bucketObjects('dry')
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://dry', '--dir', buildTwo, '--delete', '--dry-run')
    })
    expect(seen.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([])
    expect(await bucketObjects('dry')).toEqual(before)
    const lines = result?.out.split('\n') ?? []
    const at = (text: string) => lines.findIndex((l) => l.includes(text))
    expect(at('upload assets/app-2b2b.js')).toBeGreaterThan(-1)
    expect(at('skip   assets/style-1a1a.css')).toBeGreaterThan(-1)
    expect(at('upload assets/app-2b2b.js')).toBeLessThan(at('[2/3] pages'))
    expect(at('[2/3] pages')).toBeLessThan(at('upload index.html'))
    expect(at('upload index.html')).toBeLessThan(at('upload builds/latest.json'))
    expect(at('upload builds/latest.json')).toBeLessThan(at('delete KFC/old-offer/index.html'))
    expect(result?.out).toMatch(/^Dry run two → s3:\/\/dry\/: would upload 9 \(.+\), skip 5, delete 4, /m)
  })
})

describe('a prefix', () => {
  it('puts every key under it and leaves the rest of the bucket alone, even with --delete', async () => {
    for (const Key of ['demo2/index.html', 'elsewhere.txt']) {
      await server.client.send(new PutObjectCommand({ Bucket: 'prefixed', Key, Body: 'not ours' }))
    }
    expect((await deploy('s3://prefixed/demo/', '--dir', buildOne)).code).toBe(0)
    const result = await deploy('s3://prefixed/demo', '--dir', buildTwo, '--delete')
    expect(result.code).toBe(0)
    expect(result.out).toContain('→ s3://prefixed/demo/: uploaded')
    const keys = [...(await bucketObjects('prefixed')).keys()]
    expect(keys).toContain('demo/KFC/shop/cart/index.html')
    expect(keys).toContain('demo/KFC/shop/cart')
    expect(keys).toContain('demo/builds/meta/b1.json')
    expect(keys).not.toContain('demo/KFC/old-offer/index.html')
    expect(keys).toContain('demo2/index.html')
    expect(keys).toContain('elsewhere.txt')
    expect(keys.filter((k) => !k.startsWith('demo/'))).toEqual(['demo2/index.html', 'elsewhere.txt'])
  })
})

describe('failures', () => {
  it('name the bucket when it does not exist', async () => {
    const result = await deploy('s3://no-such-bucket', '--dir', buildOne)
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^Deploy failed: listing s3:\/\/no-such-bucket\/: NoSuchBucket/)
    expect(result.err).toContain('Nothing in the bucket was changed.')
  })

  it('name the object when the credentials are refused', async () => {
    process.env.AWS_SECRET_ACCESS_KEY = 'not-the-secret'
    const result = await deploy('s3://flaky', '--dir', buildOne).finally(() => {
      process.env.AWS_SECRET_ACCESS_KEY = server.credentials.secretAccessKey
    })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^Deploy failed: uploading s3:\/\/flaky\/\S+: SignatureDoesNotMatch \(HTTP 403\)/)
  })

  it('name the object, stop before latest.json and leave the previous build live', async () => {
    server.fail({ method: 'PUT', key: 'KFC/shop/cart/index.html', status: 403, code: 'AccessDenied', times: 1 })
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://flaky', '--dir', buildOne)
    })
    expect(result?.code).toBe(1)
    expect(result?.err).toContain('Deploy failed: uploading s3://flaky/KFC/shop/cart/index.html: AccessDenied (HTTP 403)')
    expect(result?.err).toContain('Stopped in phase 2/3 (pages): builds/latest.json still names the previous build')
    expect(puts(seen).map((r) => r.key)).not.toContain('builds/latest.json')
  })

  it('are retried with backoff when transient, and a rerun finishes what a failed deploy left', async () => {
    server.fail({ method: 'PUT', key: 'KFC/shop/cart/index.html', status: 503, code: 'SlowDown', times: 2 })
    let result: Awaited<ReturnType<typeof deploy>> | undefined
    const seen = await requestsDuring(async () => {
      result = await deploy('s3://flaky', '--dir', buildOne)
    })
    expect(result?.err).toBe('')
    expect(result?.code).toBe(0)
    const uploads = puts(seen)
    expect(uploads.filter((r) => r.key === 'KFC/shop/cart/index.html').map((r) => r.status)).toEqual([503, 503, 200])
    // The failed deploy had started all 8 objects of its pages phase (8 at a time), and the others were stored:
    // only latest.json is left besides.
    expect(uploads.filter((r) => r.key !== 'KFC/shop/cart/index.html').map((r) => [r.key, r.status])).toEqual([
      ['builds/latest.json', 200],
    ])
  })

  it('stop at the first attempt with --max-attempts 1', async () => {
    server.fail({ method: 'PUT', key: 'index.html', status: 503, code: 'SlowDown', times: 1 })
    writeFileSync(join(buildOne, 'index.html'), builds.one['index.html'].replace('Home', 'Home!'))
    writeUploadList(buildOne)
    const result = await deploy('s3://flaky', '--dir', buildOne, '--max-attempts', '1')
    writeDeployable(buildOne, builds.one)
    expect(result.code).toBe(1)
    expect(result.err).toContain('uploading s3://flaky/index.html: SlowDown (HTTP 503)')
  })
})

describe('objects the listing cannot judge', () => {
  it('are compared by the SHA-256 in their metadata', async () => {
    // The stored bytes (gzip-compressed), and other bytes of the same size.
    const sameSize = (path: string) => {
      const content = gzipObject(fileBytes(buildOne, { path }))
      const other = Buffer.from(content)
      other[other.length - 9] = (other[other.length - 9] as number) ^ 0xff
      return { content, other }
    }
    // Stands for a store whose ETag is not the MD5 of the content (KMS encryption, multipart uploads): the
    // ETag differs from the local MD5, but the stored SHA-256 is that of the local file.
    const page = sameSize('KFC/index.html')
    const sha256 = createHash('sha256').update(page.content).digest('hex')
    await server.client.send(
      new PutObjectCommand({ Bucket: 'hashes', Key: 'KFC/index.html', Body: page.other, Metadata: { sha256 } }),
    )
    // Same size, other bytes, no stored hash: uploaded.
    const payload = sameSize('KFC/_payload.json')
    await server.client.send(new PutObjectCommand({ Bucket: 'hashes', Key: 'KFC/_payload.json', Body: payload.other }))

    const seen = await requestsDuring(() => deploy('s3://hashes', '--dir', buildOne))
    expect(
      seen
        .filter((r) => r.method === 'HEAD')
        .map((r) => r.key)
        .sort(),
    ).toEqual(['KFC/_payload.json', 'KFC/index.html'])
    expect(puts(seen).map((r) => r.key)).toContain('KFC/_payload.json')
    expect(puts(seen).map((r) => r.key)).not.toContain('KFC/index.html')
  })
})

describe('the deployable is checked first', () => {
  it('refuses a missing upload list', async () => {
    const dir = join(root, 'no-list')
    writeDeployable(dir, builds.one)
    rmSync(`${dir}.upload-list.json`)
    const result = await deploy('s3://site', '--dir', dir)
    expect(result.code).toBe(1)
    expect(result.err).toContain(`No upload list at ${dir}.upload-list.json`)
  })

  it('refuses an upload list that does not match the folder, naming the files', async () => {
    const dir = join(root, 'stale-list')
    writeDeployable(dir, builds.one)
    writeFileSync(join(dir, 'extra.txt'), 'x')
    writeFileSync(join(dir, 'index.html'), 'changed size')
    rmSync(join(dir, 'icons/KFC.svg'))
    const seen = await requestsDuring(async () => {
      const result = await deploy('s3://site', '--dir', dir)
      expect(result.code).toBe(1)
      expect(result.err).toContain('does not match the folder')
      expect(result.err).toContain('1 file listed but not in the folder: icons/KFC.svg')
      expect(result.err).toContain('1 file in the folder but not listed: extra.txt')
      expect(result.err).toMatch(/index\.html \(listed \d+ bytes, the file has 12\)/)
    })
    expect(seen).toEqual([])
  })
})

describe('the command line', () => {
  it.each([
    [['s3://site', '--delet'], 'Unknown flag --delet'],
    [['s3://site', '--dry-run=yes'], '--dry-run takes no value'],
    [['site'], 'Not an S3 URL: "site"'],
    [[], 'Missing the target'],
    [['s3://Site_Bucket'], 'Bad bucket name "Site_Bucket"'],
    [['s3://ab'], 'Bad bucket name "ab"'],
    [['s3://site/a/../b'], 'Bad prefix "a/../b"'],
    [['s3://site', 's3://other'], 'Unexpected argument: s3://other'],
    [['s3://site', '--concurrency', 'many'], 'Bad value for --concurrency: "many"'],
    [['s3://site', '--max-attempts', '0'], 'Bad value for --max-attempts: "0"'],
    [['s3://site', '--request-timeout', 'soon'], 'Bad value for --request-timeout: "soon" (expected seconds from 0.1'],
    [['s3://site', '--connect-timeout', '0'], 'Bad value for --connect-timeout: "0"'],
  ])('refuses %j naming what is wrong', async (argv, message) => {
    const result = await deploy(...argv)
    expect(result.code).toBe(2)
    expect(result.err).toContain(message)
  })

  it('--help describes every flag and the environment, and the script exits non-zero on failure', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(
          process.execPath,
          ['scripts/run.mjs', 'scripts/deploy.ts', ...args],
          { cwd: process.cwd() },
          (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
        )
      })
    const [help, failed] = await Promise.all([run(['--help']), run(['s3://no-such-bucket', '--dir', buildOne])])
    expect(help.code).toBe(0)
    for (const flag of [
      '--dir',
      '--delete',
      '--dry-run',
      '--force',
      '--no-path-style',
      '--concurrency',
      '--max-attempts',
      '--connect-timeout',
      '--request-timeout',
      '--help',
    ]) {
      expect(help.stdout).toContain(flag)
    }
    for (const name of ['AWS_ENDPOINT_URL', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_PROFILE']) expect(help.stdout).toContain(name)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('s3://no-such-bucket/')
  })
})
