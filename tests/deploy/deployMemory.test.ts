// The deploy's memory stops growing with the site beyond a few hundred bytes an object: what it keeps of the
// deployable is counted here after a full collection, on a site of 9,000 objects, in bytes per object. It kept an
// object per entry with hex digests and an array of the paths each loads (about 780 bytes an object on this site,
// 3.4 KB at the peak of a real 300,000-object deploy); now a path, a few numbers, digests as bytes and references
// as indexes (about 250). The plan beside it names objects by index.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readDeployable } from '../../scripts/deploy/deployable.ts'
import { planDeploy } from '../../scripts/deploy/plan.ts'
import { createS3Client } from '../../scripts/deploy/s3Client.ts'
import { readUploadList, type UploadListEntry } from '../../scripts/deploy/uploadListEntries.ts'
import { writeManyPages } from './manyPagesDeployable.ts'
import { deployEnvironment, type S3TestServer, setEnvironment, startS3TestServer } from './s3TestServer.ts'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

/** The heap and off-heap bytes (buffers, typed arrays) in use once everything unreachable is collected. */
function liveBytes(): number {
  collect()
  collect()
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

let work: string
let site: string
let objects: number
let server: S3TestServer

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'deploy-memory-'))
  site = join(work, 'site')
  objects = writeManyPages(site, 3000)
  server = await startS3TestServer(['memory'])
  setEnvironment(deployEnvironment(server.endpoint, work))
})

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('the deploy’s memory', () => {
  it('keeps a few hundred bytes per object of the deployable, whatever each one loads', () => {
    readDeployable(site)
    const before = liveBytes()
    const deployable = readDeployable(site)
    const perObject = (liveBytes() - before) / objects
    expect(objects).toBe(9006)
    expect(deployable.root).toBeTruthy()
    expect(perObject).toBeLessThan(400)
  })

  it('plans in a few bytes per object beyond the deployable: its phases name objects by index', async () => {
    const { objects: local } = readDeployable(site)
    const client = await createS3Client({ pathStyle: true, maxAttempts: 2, connectTimeoutMs: 5000, requestTimeoutMs: 5000 })
    try {
      const target = { bucket: 'memory', prefix: '' }
      await planDeploy({ client, target, local, force: false, concurrency: 8 })
      const before = liveBytes()
      const plan = await planDeploy({ client, target, local, force: false, concurrency: 8 })
      const perObject = (liveBytes() - before) / objects
      expect(plan.phases.reduce((n, phase) => n + phase.upload.length, 0)).toBe(objects)
      // Each phase names its objects by index, 4 bytes each: no record, path or digest is copied into the plan.
      for (const phase of plan.phases) {
        expect(phase.upload).toBeInstanceOf(Int32Array)
        expect(phase.skip).toBeInstanceOf(Int32Array)
      }
      // The heap measured around a call that talks to a server also holds what its sockets and the SDK keep for a
      // while (13 to 54 bytes an object over seven runs here): the bound is for a plan that copies objects, which
      // costs hundreds.
      expect(perObject).toBeLessThan(150)
    } finally {
      client.destroy()
    }
  })
})

describe('the upload list', () => {
  const read = (text: string) => {
    const file = join(work, 'list.json')
    writeFileSync(file, text)
    const entries: UploadListEntry[] = []
    readUploadList(file, (entry) => entries.push(entry))
    return entries
  }

  it('is read an entry at a time as JSON.parse reads it whole, across the chunks it is read in', () => {
    // Paths with the characters that structure JSON, escapes and multi-byte letters, over several 64 KB chunks.
    const entries = Array.from({ length: 3000 }, (_, i) => ({
      path: `Café/${i}/a,b]c}d"e[f{/ü${'x'.repeat(i % 50)}`,
      contentType: 'text/html; note="\\ \\" ,]}"',
      cacheControl: 'public, max-age=0, must-revalidate',
      ...(i % 2 ? { contentEncoding: 'gzip' as const, source: `Café/${i}/index.html` } : {}),
      bytes: i,
    }))
    const text = JSON.stringify(entries, null, 1)
    expect(text.length).toBeGreaterThan(4 * 65536)
    expect(read(text)).toEqual(JSON.parse(text))
    expect(read(' [ ] ')).toEqual([])
  })

  it('refuses what is not a JSON list of entries, naming the entry and field', () => {
    expect(() => read('[{"path":"a"} x]')).toThrow('is not valid JSON')
    expect(() => read('[] []')).toThrow('is not valid JSON: text after the list')
    expect(() => read('[{"path":"a","contentType":"t","cacheControl":"c","bytes":1},')).toThrow('the list does not end')
    expect(() => read('{}')).toThrow('it is not a list')
    const entry = { path: 'a', contentType: 't', cacheControl: 'c', bytes: 1 }
    expect(() => read(JSON.stringify([entry, { ...entry, path: '/abs' }]))).toThrow(
      'is malformed: 1.path: a relative path with forward slashes',
    )
  })
})
