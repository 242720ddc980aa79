import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { walkFiles } from '../../scripts/lib/files.ts'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('walkFiles', () => {
  it('lists every regular file as a sorted, forward-slash path, dotfiles included, and skips symlinks', () => {
    root = mkdtempSync(join(tmpdir(), 'walk-'))
    const dir = join(root, 'site')
    mkdirSync(join(dir, 'KFC/shop'), { recursive: true })
    mkdirSync(join(root, 'outside'))
    writeFileSync(join(root, 'outside/secret.txt'), 'x')
    for (const file of ['index.html', '.well-known', 'KFC/shop/index.html', 'KFC/_payload.json']) {
      writeFileSync(join(dir, file), 'x')
    }
    symlinkSync(join(root, 'outside'), join(dir, 'KFC/linked'))
    symlinkSync(join(dir, 'index.html'), join(dir, 'copy.html'))
    expect(walkFiles(dir)).toEqual(['.well-known', 'KFC/_payload.json', 'KFC/shop/index.html', 'index.html'])
  })

  it('gives no files for a folder that does not exist', () => {
    root = mkdtempSync(join(tmpdir(), 'walk-'))
    expect(walkFiles(join(root, 'missing'))).toEqual([])
  })
})
