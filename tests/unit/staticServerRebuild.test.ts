// A rebuild while the preview server runs: the build swaps the served folder by renames (a folder renamed over, or
// a symlink repointed to a new versioned folder). The running server must serve the new files with their true
// lengths, 404 (not crash on) files the new build no longer has, and keep answering throughout.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { gzipObject } from '../../scripts/lib/deployableLayout.ts'
import { createStaticServer } from '../../scripts/server/staticServer.ts'
import { writeDeployable } from './support/fixtureDeployable.ts'

const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function serve(dir: string) {
  const server: Server = createStaticServer({ dir, mode: 'object-store', base: '/' })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())))
  const { port } = server.address() as AddressInfo
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`)
}

function workFolder(): string {
  const work = mkdtempSync(join(tmpdir(), 'rebuild-'))
  cleanups.push(() => rmSync(work, { recursive: true, force: true }))
  return work
}

const oldChunk = '/assets/chunks/old-a1.js'
const newChunk = '/assets/chunks/new-b2.js'

async function expectFirstBuild(get: (path: string) => Promise<Response>) {
  expect(await (await get('/')).text()).toBe('home one')
  expect((await get(oldChunk)).status).toBe(200)
  expect((await get(newChunk)).status).toBe(404)
}

async function expectSecondBuild(get: (path: string) => Promise<Response>) {
  const home = await get('/')
  expect(await home.text()).toBe('home second')
  // The length said is the new version's: its stored (gzip-encoded) bytes.
  expect(home.headers.get('content-length')).toBe(String(gzipObject(Buffer.from('home second')).length))
  expect(await (await get(newChunk)).text()).toBe('export const b = 2')
  // An old tab asking for a chunk the new build dropped gets a 404, and the server carries on.
  expect((await get(oldChunk)).status).toBe(404)
  expect((await get('/KFC/shop/cart')).status).toBe(200)
}

describe('preview server across a rebuild', () => {
  it('picks up a folder renamed over the served one', async () => {
    const work = workFolder()
    const site = writeDeployable(join(work, 'site'), 'one', { [oldChunk.slice(1)]: 'export const a = 1' })
    const get = await serve(site)
    await expectFirstBuild(get)

    writeDeployable(join(work, '.incoming'), 'second', { [newChunk.slice(1)]: 'export const b = 2' })
    renameSync(site, join(work, '.previous'))
    renameSync(join(work, '.incoming'), site)
    rmSync(join(work, '.previous'), { recursive: true })
    await expectSecondBuild(get)
  })

  it('picks up a symlink repointed to a new versioned folder', async () => {
    const work = workFolder()
    mkdirSync(join(work, 'versions'))
    writeDeployable(join(work, 'versions', '1', 'site'), 'one', { [oldChunk.slice(1)]: 'export const a = 1' })
    symlinkSync(join('versions', '1', 'site'), join(work, 'site'))
    const get = await serve(join(work, 'site'))
    await expectFirstBuild(get)

    writeDeployable(join(work, 'versions', '2', 'site'), 'second', { [newChunk.slice(1)]: 'export const b = 2' })
    symlinkSync(join('versions', '2', 'site'), join(work, '.site.next'))
    renameSync(join(work, '.site.next'), join(work, 'site'))
    rmSync(join(work, 'versions', '1'), { recursive: true })
    await expectSecondBuild(get)
  })

  it('keeps answering while the served folder is briefly missing', async () => {
    const work = workFolder()
    const site = writeDeployable(join(work, 'site'), 'one')
    const get = await serve(site)
    renameSync(site, join(work, '.previous'))
    // Mid-swap: the files it indexed are gone; a miss, not a crash.
    expect((await get('/KFC/shop/cart')).status).toBe(404)
    writeDeployable(join(work, 'site'), 'second')
    expect(await (await get('/')).text()).toBe('home second')
  })
})
