// Which pages a shard prerenders, and how the build reads --shard / --merge.
import { describe, expect, it } from 'vitest'
import { parseShard, shardPaths } from '../../routing/build/prerenderShard.ts'
import { buildMode } from '../../scripts/pipeline/shard.ts'

const paths = ['/', '/account', ...Array.from({ length: 215 }, (_, i) => `/brand${i % 20}/page${i}`)]

describe('shardPaths', () => {
  it.each([1, 2, 3, 7, 217, 300])('deals every page to exactly one of %i shards, their sizes within one', (count) => {
    const shards = Array.from({ length: count }, (_, i) => shardPaths(paths, { index: i + 1, count }))
    const all = shards.flat()
    expect(all.length).toBe(paths.length)
    expect(new Set(all)).toEqual(new Set(paths))
    const sizes = shards.map((s) => s.length)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
  })

  it('depends on the set of pages, not on their order', () => {
    const shuffled = [...paths].reverse()
    expect(new Set(shardPaths(shuffled, { index: 2, count: 3 }))).toEqual(new Set(shardPaths(paths, { index: 2, count: 3 })))
  })

  it('keeps the order given', () => {
    const mine = shardPaths(paths, { index: 1, count: 2 })
    expect(mine).toEqual(paths.filter((p) => mine.includes(p)))
  })
})

describe('parseShard', () => {
  it('reads I/N', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 })
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 })
  })

  it.each([
    ['3', /--shard "3" is not I\/N/],
    ['a/b', /is not I\/N/],
    ['-1/3', /is not I\/N/],
    ['0/3', /I must be 1 to 3/],
    ['4/3', /I must be 1 to 3/],
    ['1/0', /N must be 1 to 256/],
    ['1/257', /N must be 1 to 256/],
  ])('refuses %j', (text, message) => {
    expect(() => parseShard(text)).toThrow(message)
  })
})

describe('buildMode', () => {
  const mode = (options: Record<string, unknown>, args: string[] = []) =>
    buildMode({ out: 'dist/site', ...options }, args, 'dist/site')

  it('reads a whole build, a shard and a merge', () => {
    expect(mode({})).toEqual({ kind: 'whole' })
    expect(mode({ shard: '2/3', out: '/tmp/s2' })).toEqual({ kind: 'shard', shard: { index: 2, count: 3 } })
    expect(mode({ merge: true }, ['a', 'b'])).toEqual({ kind: 'merge', folders: ['a', 'b'] })
  })

  it.each([
    [{ shard: '1/2', merge: true }, ['a'], /--shard and --merge exclude each other/],
    [{ shard: '1/2' }, [], /--shard needs --out DIR: a shard is a part of a deployable, not one/],
    [{ shard: true, out: 'x' }, [], /--shard needs a value/],
    [{ merge: true }, [], /--merge needs the shard folders/],
    [{ merge: 'a' }, ['b'], /--merge takes no value/],
    [{}, ['stray'], /Unexpected argument "stray" \(only --merge takes folders\)/],
  ])('refuses %j with arguments %j', (options, args, message) => {
    expect(() => mode(options, args)).toThrow(message)
  })
})
