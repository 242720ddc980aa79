// The build id stamped into the pages: a page the build wrote is rewritten in place, a reused page (a hard link into
// the last build's deployable) is replaced, so the last build keeps its bytes; ids longer and shorter than what they
// replace leave no stray bytes.
import { closeSync, linkSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stampPages } from '../../scripts/pipeline/finish.ts'

const work = mkdtempSync(join(tmpdir(), 'stamp-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const page = (id: string) => `<!doctype html><html lang="en" data-build-id="${id}"><body>${'x'.repeat(500)}</body></html>`

describe('stamping the build id into the pages', () => {
  it('rewrites a page this build wrote in place, with a longer or a shorter id', () => {
    const dir = join(work, 'fresh')
    mkdirSync(join(dir, 'a'), { recursive: true })
    writeFileSync(join(dir, 'a', 'index.html'), page('__BUILD_ID__'))
    // Held open across the stamp: a file rewritten in place shows its new bytes through it, a replaced one its old.
    const held = openSync(join(dir, 'a', 'index.html'), 'r')
    try {
      stampPages(dir, '0123456789abcdef', ['a/index.html'], '__BUILD_ID__')
      expect(readFileSync(held, 'utf8')).toBe(page('0123456789abcdef'))
    } finally {
      closeSync(held)
    }
    expect(readFileSync(join(dir, 'a', 'index.html'), 'utf8')).toBe(page('0123456789abcdef'))
    stampPages(dir, 'short', ['a/index.html'], '0123456789abcdef')
    expect(readFileSync(join(dir, 'a', 'index.html'), 'utf8')).toBe(page('short'))
  })

  it('replaces a reused page, leaving the last build’s file as it was', () => {
    const last = join(work, 'last')
    const next = join(work, 'next')
    mkdirSync(last, { recursive: true })
    mkdirSync(next, { recursive: true })
    writeFileSync(join(last, 'index.html'), page('1111111111111111'))
    linkSync(join(last, 'index.html'), join(next, 'index.html'))
    stampPages(next, '2222222222222222', ['index.html'], '1111111111111111')
    expect(readFileSync(join(next, 'index.html'), 'utf8')).toBe(page('2222222222222222'))
    expect(readFileSync(join(last, 'index.html'), 'utf8')).toBe(page('1111111111111111'))
    expect(statSync(join(last, 'index.html')).nlink).toBe(1)
  })

  it('leaves a page without the id it looks for untouched', () => {
    const dir = join(work, 'other')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'index.html'), page('9999999999999999'))
    stampPages(dir, '0123456789abcdef', ['index.html'], '__BUILD_ID__')
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('9999999999999999'))
  })
})
