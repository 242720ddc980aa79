// The bench's reference site (scripts/bench/vikeReference.ts): written with as many pages as asked, its template
// invisible to the product's own build, and its output refused unless it holds exactly one HTML file per page.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkVikeReferenceOutput, writeVikeReference } from '../../scripts/bench/vikeReference.ts'
import { walkFiles } from '../../scripts/lib/files.ts'

const work = mkdtempSync(join(tmpdir(), 'vike-reference-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("the bench's Vike reference site", () => {
  it('is written with its + files, the page count asked for and the project’s packages linked', () => {
    const site = join(work, 'site')
    writeVikeReference(site, 217)
    for (const file of [
      'pages/+config.ts',
      'pages/item/+Page.tsx',
      'pages/item/+route.ts',
      'pages/item/+onBeforePrerenderStart.ts',
    ]) {
      expect(existsSync(join(site, file)), file).toBe(true)
    }
    expect(readFileSync(join(site, 'pages/item/pageCount.ts'), 'utf8')).toBe('export const pageCount = 217\n')
    expect(lstatSync(join(site, 'node_modules')).isSymbolicLink()).toBe(true)
    expect(existsSync(join(site, 'node_modules', 'vike-react', 'package.json'))).toBe(true)
  })

  it('has no + file in the checkout, where the product’s build would take it for a page of its own', () => {
    const plusFiles = walkFiles('scripts/bench/vikeReference').filter((file) => file.split('/').pop()?.startsWith('+'))
    expect(plusFiles).toEqual([])
  })

  it('refuses an output without exactly one HTML file per page, naming what is missing', () => {
    const site = join(work, 'built')
    const page = (id: number) => {
      mkdirSync(join(site, 'dist/client/items', String(id)), { recursive: true })
      writeFileSync(join(site, 'dist/client/items', String(id), 'index.html'), '<!DOCTYPE html>')
    }
    for (let id = 1; id <= 4; id++) page(id)
    expect(() => checkVikeReferenceOutput(site, 5)).toThrow(
      /wrote 4 HTML files .* where 5 pages were asked for \(no \/items\/5\)/,
    )
    page(5)
    expect(checkVikeReferenceOutput(site, 5)).toBe(5)
    writeFileSync(join(site, 'dist/client/404.html'), '<!DOCTYPE html>')
    expect(() => checkVikeReferenceOutput(site, 5)).toThrow(/wrote 6 HTML files/)
    expect(readdirSync(join(site, 'dist/client/items'))).toHaveLength(5)
  })
})
