// Publishing a deployable: --out is a link through one current-version link, swapped in one rename, and the upload
// list beside it a plain file replaced right after; every tool reads them alike; an earlier plain-folder deployable (or an earlier layout of links) is kept
// as the previous version, and old versions are pruned.
import { spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { uploadListFor } from '../../scripts/lib/deployableLayout.ts'
import {
  applyPatch,
  linkedVersionFolder,
  publishDeployable,
  publishPatch,
  removeStalePublishing,
  stagePatch,
} from '../../scripts/pipeline/publish.ts'
import { writeDeployable } from './support/fixtureDeployable.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function workFolder(): string {
  const work = mkdtempSync(join(tmpdir(), 'publish-'))
  folders.push(work)
  return work
}

let staged = 0
function publish(work: string, id: string) {
  const deployable = writeDeployable(join(work, 'staging', String(staged++)), id)
  publishDeployable({ deployable, uploadList: JSON.stringify({ id }), out: join(work, 'dist', 'site'), buildId: id })
}

const servedId = (work: string) => JSON.parse(readFileSync(join(work, 'dist', 'site', 'builds', 'latest.json'), 'utf8')).id
const listedId = (work: string) => JSON.parse(readFileSync(join(work, 'dist', 'site.upload-list.json'), 'utf8')).id
const versions = (work: string) => readdirSync(join(work, 'dist', '.site.deploys')).sort()

describe('publishing a deployable', () => {
  it('links --out to a new versioned folder and writes its upload list beside it', () => {
    const work = workFolder()
    publish(work, 'a1')
    expect(lstatSync(join(work, 'dist', 'site')).isSymbolicLink()).toBe(true)
    expect(servedId(work)).toBe('a1')
    expect(listedId(work)).toBe('a1')
    expect(realpathSync(join(work, 'dist', 'site'))).toMatch(/\.site\.deploys\/\d+-a1\/site$/)
    publish(work, 'b2')
    expect(servedId(work)).toBe('b2')
    expect(listedId(work)).toBe('b2')
  })

  it('has a plain upload list that Node’s realpath and require, and the kernel, all read as the same file', () => {
    const work = workFolder()
    publish(work, 'f1')
    publish(work, 'f2')
    const list = join(work, 'dist', 'site.upload-list.json')
    const version = dirname(realpathSync.native(join(work, 'dist', 'site')))
    expect(lstatSync(list).isFile()).toBe(true)
    expect(realpathSync(list)).toBe(list)
    expect(realpathSync.native(list)).toBe(list)
    expect(createRequire(import.meta.url)(list)).toEqual({ id: 'f2' })
    // The version keeps its own copy, which readers that resolved --out take (uploadListFor).
    expect(readFileSync(join(version, 'upload-list.json'), 'utf8')).toBe(readFileSync(list, 'utf8'))
    for (const link of [join(work, 'dist', 'site'), join(work, 'dist', '.site.current')]) {
      expect(readlinkSync(link)).not.toContain('..')
    }
    expect(readdirSync(join(work, 'dist')).filter((name) => name.includes('.write-'))).toEqual([])
  })

  it('gives a reader that resolved --out between the two renames the list of the version it resolved', () => {
    const work = workFolder()
    publish(work, 'k1')
    const first = readlinkSync(join(work, 'dist', '.site.current'))
    publish(work, 'k2')
    // The instant after the link switched and before the plain list was renamed, seen the other way round: the
    // link names k1's version while the plain list is k2's.
    symlinkSync(first, join(work, 'dist', '.site.current.next'))
    renameSync(join(work, 'dist', '.site.current.next'), join(work, 'dist', '.site.current'))
    const out = join(work, 'dist', 'site')
    const list = uploadListFor(realpathSync(out), out) as string
    expect(JSON.parse(readFileSync(list, 'utf8'))).toEqual({ id: 'k1' })
    expect(listedId(work)).toBe('k2')
  })

  it('replaces the links of the earlier layouts (the list through "site/..") with the current-version link and a plain list', () => {
    const work = workFolder()
    const old = join(work, 'dist', '.site.deploys', '1000-0a')
    writeDeployable(join(old, 'site'), 'old')
    writeFileSync(join(old, 'upload-list.json'), '{"id":"old"}')
    symlinkSync('.site.deploys/1000-0a/site', join(work, 'dist', 'site'))
    symlinkSync('site/../upload-list.json', join(work, 'dist', 'site.upload-list.json'))
    publish(work, 'g1')
    expect(servedId(work)).toBe('g1')
    expect(lstatSync(join(work, 'dist', 'site.upload-list.json')).isFile()).toBe(true)
    expect(listedId(work)).toBe('g1')
    // The version the old links named is kept as the previous one.
    expect(versions(work)).toEqual(['1000-0a', expect.stringMatching(/^\d+-g1$/)])
  })

  it('keeps an earlier plain-folder deployable as the previous version', () => {
    const work = workFolder()
    writeDeployable(join(work, 'dist', 'site'), 'old')
    writeFileSync(join(work, 'dist', 'site.upload-list.json'), '{"id":"old"}')
    publish(work, 'c3')
    expect(servedId(work)).toBe('c3')
    expect(listedId(work)).toBe('c3')
    const legacy = versions(work).find((name) => name.endsWith('-legacy')) as string
    expect(readFileSync(join(work, 'dist', '.site.deploys', legacy, 'site', 'index.html'), 'utf8')).toBe('home old')
  })

  it('prunes all but the linked version and the one before it, and nothing it did not make', () => {
    const work = workFolder()
    for (const id of ['d1', 'd2', 'd3', 'd4']) publish(work, id)
    writeFileSync(join(work, 'dist', '.site.deploys', 'notes.txt'), 'not a version')
    publish(work, 'd5')
    expect(versions(work).map((name) => name.replace(/^\d+-/, ''))).toEqual(['d4', 'd5', 'notes.txt'])
  })

  it('removes the unfinished version folder of a build that died while publishing, and keeps the others', () => {
    const work = workFolder()
    publish(work, 'h1')
    publish(work, 'h2')
    const deploys = join(work, 'dist', '.site.deploys')
    // Killed while copying: no upload list yet, which every finished version has (written last).
    mkdirSync(join(deploys, '2000-dead', 'site'), { recursive: true })
    mkdirSync(join(deploys, '1500-legacy', 'site'), { recursive: true })
    removeStalePublishing(join(work, 'dist', 'site'))
    expect(versions(work).map((name) => name.replace(/^\d+-/, ''))).toEqual(['legacy', 'h1', 'h2'])
    expect(servedId(work)).toBe('h2')
  })

  it('never leaves a moment without --out or its upload list', async () => {
    const work = workFolder()
    publish(work, 'e0')
    const out = join(work, 'dist', 'site')
    const list = join(work, 'dist', 'site.upload-list.json')
    const stop = join(work, 'stop')
    // A separate process looks at the two paths as fast as it can while this one publishes.
    const watcher = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const [out, list, stop] = process.argv.slice(1); let checks = 0, misses = 0
         process.stdout.write('ready\\n')
         while (!fs.existsSync(stop)) { checks++; try { fs.lstatSync(out); fs.lstatSync(list) } catch { misses++ } }
         process.stdout.write(JSON.stringify({ checks, misses }))`,
        out,
        list,
        stop,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    watcher.stdout.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((ready) => watcher.stdout.once('data', () => ready()))
    for (let i = 1; i <= 30; i++) {
      publish(work, `e${i}`)
      expect(listedId(work)).toBe(servedId(work))
    }
    mkdirSync(stop)
    await new Promise((exited) => watcher.once('exit', exited))
    const result = JSON.parse(output.replace('ready\n', ''))
    expect(result.checks).toBeGreaterThan(0)
    expect(result.misses).toBe(0)
    expect(servedId(work)).toBe('e30')
  })
})

describe('patching the deployable in place', () => {
  // A rebuild that changed two files of the version at --out, with the same build id.
  function patched(work: string) {
    publish(work, 'p1')
    const out = join(work, 'dist', 'site')
    const folder = linkedVersionFolder(out) as string
    const from = join(work, 'rebuilt')
    mkdirSync(join(from, 'KFC', 'shop', 'cart'), { recursive: true })
    writeFileSync(join(from, 'KFC', 'shop', 'cart', 'index.html'), 'cart, repriced')
    writeFileSync(join(from, 'KFC', 'shop', 'cart', '_payload.json'), '{"a":2}')
    const patch = {
      folder,
      out,
      from,
      files: ['KFC/shop/cart/index.html', 'KFC/shop/cart/_payload.json'],
      uploadList: JSON.stringify({ id: 'p1', patched: true }),
      record: JSON.stringify({ patched: true }),
    }
    return { out, folder, patch }
  }
  const read = (out: string, file: string) => readFileSync(join(out, file), 'utf8')

  it('replaces the changed files, the upload lists and the record, and keeps the other files and the version', () => {
    const work = workFolder()
    const { out, folder, patch } = patched(work)
    const untouched = statSync(join(out, 'index.html')).ino
    publishPatch(patch)
    expect(read(out, 'KFC/shop/cart/index.html')).toBe('cart, repriced')
    expect(read(out, 'KFC/shop/cart/_payload.json')).toBe('{"a":2}')
    expect(statSync(join(out, 'index.html')).ino).toBe(untouched)
    expect(linkedVersionFolder(out)).toBe(folder)
    expect(versions(work)).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(work, 'dist', 'site.upload-list.json'), 'utf8'))).toEqual({ id: 'p1', patched: true })
    expect(JSON.parse(readFileSync(join(folder, 'upload-list.json'), 'utf8'))).toEqual({ id: 'p1', patched: true })
    expect(JSON.parse(readFileSync(join(folder, 'build-record.json'), 'utf8'))).toEqual({ patched: true })
    expect(existsSync(join(folder, '.patch'))).toBe(false)
  })

  it('a patch cut short before its journal is dropped, the version untouched', () => {
    const work = workFolder()
    const { out, folder, patch } = patched(work)
    // A changed file that is not there: staging the patch fails halfway through moving the files.
    expect(() => publishPatch({ ...patch, files: [...patch.files, 'KFC/gone.json'] })).toThrow()
    expect(existsSync(join(folder, '.patch'))).toBe(false)
    expect(read(out, 'KFC/shop/cart/index.html')).toBe('cart')
    // Killed while staging (no journal yet): the next build drops what was staged.
    writeFileSync(join(patch.from, 'KFC', 'shop', 'cart', 'index.html'), 'cart, repriced')
    writeFileSync(join(patch.from, 'KFC', 'shop', 'cart', '_payload.json'), '{"a":2}')
    stagePatch(patch)
    rmSync(join(folder, '.patch', 'journal.json'))
    removeStalePublishing(out)
    expect(existsSync(join(folder, '.patch'))).toBe(false)
    expect(read(out, 'KFC/shop/cart/index.html')).toBe('cart')
    expect(read(out, 'KFC/shop/cart/_payload.json')).toBe('{"a":1}')
  })

  it('a patch killed while it was applied is finished by the next build', () => {
    const work = workFolder()
    const { out, folder, patch } = patched(work)
    stagePatch(patch)
    // Killed after the first file was renamed into place: the rest is still in .patch/.
    renameSync(join(folder, '.patch', 'files', 'KFC/shop/cart/index.html'), join(out, 'KFC/shop/cart/index.html'))
    expect(read(out, 'KFC/shop/cart/_payload.json')).toBe('{"a":1}')
    removeStalePublishing(out)
    expect(read(out, 'KFC/shop/cart/index.html')).toBe('cart, repriced')
    expect(read(out, 'KFC/shop/cart/_payload.json')).toBe('{"a":2}')
    expect(JSON.parse(readFileSync(join(folder, 'build-record.json'), 'utf8'))).toEqual({ patched: true })
    expect(JSON.parse(readFileSync(join(work, 'dist', 'site.upload-list.json'), 'utf8'))).toEqual({ id: 'p1', patched: true })
    expect(existsSync(join(folder, '.patch'))).toBe(false)
    // Applying again finds nothing left to do.
    expect(() => applyPatch(folder, out)).toThrow()
  })
})
