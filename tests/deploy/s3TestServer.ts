// A real S3-protocol server (s3rver) on 127.0.0.1 for the deploy tests, with a log of every request in the order
// the server saw it start and finish, and a way to make chosen requests fail.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from '@20minutes/s3rver'
import { S3Client } from '@aws-sdk/client-s3'
import { listInByteOrder } from './byteOrderListing.ts'

export interface RecordedRequest {
  method: string
  bucket: string
  key: string
  /** Ticks of one clock shared by all requests: a request that finished before another started has a smaller `finished`. */
  started: number
  finished: number
  status: number
}

export interface InjectedFailure {
  method: string
  key: string
  status: number
  code: string
  /** How many matching requests fail; the rest pass. */
  times: number
}

export interface S3TestServer {
  endpoint: string
  /** The default s3rver account. */
  credentials: { accessKeyId: string; secretAccessKey: string }
  requests: RecordedRequest[]
  /** A client of its own for the tests to look at the bucket with. */
  client: S3Client
  fail(failure: InjectedFailure): void
  close(): Promise<void>
}

/**
 * The environment a deploy reads to reach `endpoint` with the test server's account, configured the standard way
 * (AWS_* variables), with whatever ~/.aws holds on this machine kept out (files under `work` that do not exist).
 */
export function deployEnvironment(endpoint: string, work: string): Record<string, string | undefined> {
  return {
    AWS_PROFILE: undefined,
    AWS_MAX_ATTEMPTS: undefined,
    AWS_ENDPOINT_URL_S3: undefined,
    AWS_SESSION_TOKEN: undefined,
    CI: undefined,
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_CONFIG_FILE: join(work, 'no-aws-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(work, 'no-aws-credentials'),
  }
}

/** Sets (or, for undefined, removes) these variables in this process's environment. */
export function setEnvironment(variables: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false, configureBuckets: buckets.map((name) => ({ name })) })
  await s3rver.configureBuckets()
  listInByteOrder(s3rver.store as Parameters<typeof listInByteOrder>[0])
  // s3rver signs a bucket-level path ("/site/?list-type=2", as the SDK sends it) without its trailing slash, so
  // it would reject every listing. Only for those requests are signatures let through (the key must still exist).
  const bucketLevel = new AsyncLocalStorage<boolean>()
  Object.defineProperty(s3rver, 'allowMismatchedSignatures', { get: () => bucketLevel.getStore() === true })
  const handle = s3rver.callback()
  const requests: RecordedRequest[] = []
  const failures: InjectedFailure[] = []
  let clock = 0

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [bucket = '', ...key] = url.pathname.slice(1).split('/')
    const record: RecordedRequest = {
      method: req.method ?? '',
      bucket: decodeURIComponent(bucket),
      key: decodeURIComponent(key.join('/')),
      started: ++clock,
      finished: 0,
      status: 0,
    }
    requests.push(record)
    res.on('finish', () => {
      record.finished = ++clock
      record.status = res.statusCode
    })
    const failure = failures.find((f) => f.times > 0 && f.method === record.method && f.key === record.key)
    if (!failure) return bucketLevel.run(/^\/[^/]+\/$/.test(url.pathname), () => handle(req, res))
    failure.times--
    // Read the whole request first, as a real server would, so the client sees an answer and not a reset.
    req.resume()
    req.on('end', () => {
      res.writeHead(failure.status, { 'Content-Type': 'application/xml' })
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code><Message>injected</Message></Error>`)
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true })

  return {
    endpoint,
    credentials,
    requests,
    client,
    fail: (failure) => failures.push({ ...failure }),
    async close() {
      client.destroy()
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
