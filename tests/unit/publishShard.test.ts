// A shard folder replaces the earlier shard folder at --out whole, and a failed move leaves the earlier one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publishShard, removeStaleShardPublishing } from '../../scripts/pipeline/shard.ts'
import { deadPid } from './support/deadPid.ts'

const work = mkdtempSync(join(tmpdir(), 'publish-shard-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function shardFolder(name: string, marker: string): string {
  const folder = join(work, name)
  mkdirSync(join(folder, 'part'), { recursive: true })
  writeFileSync(join(folder, 'shard.json'), marker)
  writeFileSync(join(folder, 'part', 'index.html'), marker)
  return folder
}

describe('publishShard', () => {
  const out = join(work, 'out', 'shard')
  mkdirSync(join(work, 'out'))

  it('puts the shard at a new --out, then replaces it whole, leaving nothing beside it', () => {
    publishShard(shardFolder('first', 'one'), out)
    expect(readFileSync(join(out, 'shard.json'), 'utf8')).toBe('one')
    writeFileSync(join(out, 'part', 'stale.html'), 'from the first')
    publishShard(shardFolder('second', 'two'), out)
    expect(readFileSync(join(out, 'part', 'index.html'), 'utf8')).toBe('two')
    expect(existsSync(join(out, 'part', 'stale.html'))).toBe(false)
    expect(readdirSync(join(work, 'out'))).toEqual(['shard'])
    expect(existsSync(join(work, 'second'))).toBe(false)
  })

  it('leaves the earlier shard when the new folder cannot be moved', () => {
    expect(() => publishShard(join(work, 'missing'), out)).toThrow(/ENOENT/)
    expect(readFileSync(join(out, 'shard.json'), 'utf8')).toBe('two')
  })

  it('removes what a dead publishing left beside --out, not what a live one is making', () => {
    const dead = join(work, 'out', `.shard.old-${deadPid()}`)
    const live = join(work, 'out', `.shard.new-${process.pid}`)
    for (const folder of [dead, live]) mkdirSync(folder)
    removeStaleShardPublishing(out)
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(live)).toBe(true)
    rmSync(live, { recursive: true })
  })
})
