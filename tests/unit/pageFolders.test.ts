// The pages' folders a whole build makes while the bundler runs (scripts/pipeline/catalogFiles.ts): each page's
// folder, nested ones once, and no more once told to stop (the workers make the rest as they write).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makePageFolders } from '../../scripts/pipeline/catalogFiles.ts'

const work = mkdtempSync(join(tmpdir(), 'page-folders-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('making the pages’ folders ahead of the prerender', () => {
  it('makes the folder of every page, the root page’s being the folder itself', async () => {
    const dir = join(work, 'all')
    await makePageFolders(dir, ['/', '/KFC/shop', '/KFC/shop/cart', '/account', '/avis/journey/start'], () => false)
    for (const folder of ['KFC/shop', 'KFC/shop/cart', 'account', 'avis/journey/start']) {
      expect(existsSync(join(dir, folder)), folder).toBe(true)
    }
  })

  it('stops when told to', async () => {
    const dir = join(work, 'stopped')
    const paths = Array.from({ length: 100 }, (_, n) => `/KFC/shop/products/p${n}`)
    let asked = 0
    await makePageFolders(dir, paths, () => ++asked > 30)
    expect(existsSync(join(dir, 'KFC/shop/products/p0'))).toBe(true)
    expect(existsSync(join(dir, 'KFC/shop/products/p29'))).toBe(true)
    expect(existsSync(join(dir, 'KFC/shop/products/p30'))).toBe(false)
  })
})
