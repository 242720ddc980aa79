// The key data-only rebuilds reuse bundles under: it follows what the bundles depend on (settings, NODE_ENV) and
// ignores brand data wherever it is read from; the cache keeps one entry.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { bundleKey, keepBundles, restoreBundles } from '../../scripts/pipeline/bundleCache.ts'
import { buildSources } from '../../scripts/pipeline/sources.ts'

const root = process.cwd()
const settings = { base: '/', analytics: 'test', timestamp: 1790000000 } as const
const keyOf = (s: typeof settings | Record<string, unknown> = settings) =>
  bundleKey(root, buildSources(root, { ...settings, ...s }, []))
const work = mkdtempSync(join(tmpdir(), 'bundle-cache-'))
const saved = { NODE_ENV: process.env.NODE_ENV, BRANDS_DIR: process.env.BRANDS_DIR }
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the bundle key', () => {
  it('is the same for the same checkout and settings whatever the timestamp, and another for another base, analytics mode or NODE_ENV', () => {
    const key = keyOf()
    expect(key).toMatch(/^[0-9a-f]{24}$/)
    expect(keyOf({ timestamp: 1 })).toBe(key)
    expect(keyOf({ base: '/demo/' })).not.toBe(key)
    expect(keyOf({ analytics: 'production' })).not.toBe(key)
    process.env.NODE_ENV = 'production'
    expect(keyOf()).not.toBe(key)
  })

  it('ignores brand data, wherever BRANDS_DIR points', () => {
    const key = keyOf()
    const brands = join(work, 'brands')
    mkdirSync(brands, { recursive: true })
    writeFileSync(join(brands, 'KFC.json'), '{"prefix":"KFC"}')
    process.env.BRANDS_DIR = brands
    expect(keyOf()).toBe(key)
  })
})

describe('the bundle cache', () => {
  it('restores what it kept, keeps one entry, and has nothing for an unknown key', async () => {
    const cache = join(work, 'cache')
    const bundle = (name: string) => {
      const made = join(work, name)
      for (const folder of ['client', 'server', 'client/assets']) {
        mkdirSync(join(made, folder), { recursive: true })
        writeFileSync(join(made, folder, 'file.js'), folder)
      }
      return made
    }
    await keepBundles(cache, 'first', bundle('first')).commit()
    await keepBundles(cache, 'second', bundle('second')).commit()
    expect(readdirSync(cache)).toEqual(['second'])
    expect(restoreBundles(cache, 'first', join(work, 'none'))).toBe(false)
    const out = join(work, 'restored')
    expect(restoreBundles(cache, 'second', out)).toBe(true)
    expect(existsSync(join(out, 'server', 'file.js'))).toBe(true)
    expect(readFileSync(join(out, 'client', 'assets', 'file.js'), 'utf8')).toBe('client/assets')
  })

  it('keeps the client files the bundler wrote, not the pages the prerender adds to the folder before the commit', async () => {
    const cache = join(work, 'cache-pages')
    const made = join(work, 'made-pages')
    mkdirSync(join(made, 'client', 'assets'), { recursive: true })
    mkdirSync(join(made, 'server'), { recursive: true })
    writeFileSync(join(made, 'client', 'assets', 'entry.js'), 'bundle')
    writeFileSync(join(made, 'server', 'entry.mjs'), 'server')
    const kept = keepBundles(cache, 'key', made)
    // Kept as a second link to the same file, not a copy: the bundler's files are never written in place.
    expect(statSync(join(made, 'client', 'assets', 'entry.js')).nlink).toBe(2)
    mkdirSync(join(made, 'client', 'KFC'), { recursive: true })
    writeFileSync(join(made, 'client', 'KFC', 'index.html'), 'a page')
    await kept.commit()
    const out = join(work, 'restored-pages')
    expect(restoreBundles(cache, 'key', out)).toBe(true)
    expect(existsSync(join(out, 'client', 'assets', 'entry.js'))).toBe(true)
    expect(existsSync(join(out, 'client', 'KFC'))).toBe(false)
    expect(readFileSync(join(out, 'server', 'entry.mjs'), 'utf8')).toBe('server')
  })
})
