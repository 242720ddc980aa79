// The benchmark's first-load JavaScript: what a page's HTML loads up front and, transitively, what those files import
// statically, so a chunk the HTML forgot to preload still counts; what is imported dynamically does not.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { firstLoadFiles, firstLoadJs } from '../../scripts/bench/firstLoadJs.ts'
import { lazyAnalyticsJs } from '../../scripts/bench/lazyAnalyticsJs.ts'
import { staticImports } from '../../scripts/bench/staticImports.ts'
import { writeFiles } from './support/writeFiles.ts'

const dir = mkdtempSync(join(tmpdir(), 'first-load-js-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files: Record<string, string> = {
  'shop/index.html':
    '<link rel="modulepreload" href="/assets/chunks/react.js"><script src="/assets/entries/entry.js" type="module" async></script>',
  // The entry imports the shared chunk, which the HTML does not preload, and loads the page's panel on demand.
  'assets/entries/entry.js':
    'import{t as e}from"../chunks/shared.js";import"../chunks/react.js";e(()=>import("../chunks/panel.js"))',
  'assets/chunks/shared.js': 'import{r}from"./react.js";export{r as t}',
  'assets/chunks/react.js': 'export const r=1',
  'assets/chunks/panel.js': 'import{t}from"./shared.js";export default t',
  // The analytics library and a helper of its own, fetched after idle.
  'assets/chunks/library.js': 'import"./libraryHelper.js";import{r}from"./react.js";fetch("https://api.segment.io/v1/p")',
  'assets/chunks/libraryHelper.js': 'export const h=2',
}
writeFiles(dir, files)
const gzipOf = (...paths: string[]) =>
  paths.reduce((sum, path) => sum + gzipSync(Buffer.from(files[path] as string), { level: 9 }).length, 0)

describe('first-load JavaScript', () => {
  it('reads static imports and exports, not dynamic imports', () => {
    expect(staticImports('assets/entries/entry.js', files['assets/entries/entry.js'] as string)).toEqual([
      'assets/chunks/shared.js',
      'assets/chunks/react.js',
    ])
    expect(staticImports('assets/chunks/x.js', 'export{a}from"./y.js";const s="import(\'./z.js\')"')).toEqual([
      'assets/chunks/y.js',
    ])
  })

  it('counts what the HTML names and what it imports statically, each file once', () => {
    const first = ['assets/chunks/react.js', 'assets/entries/entry.js', 'assets/chunks/shared.js']
    expect(firstLoadFiles(dir, 'shop').sort()).toEqual([...first].sort())
    const weight = firstLoadJs(dir, 'shop')
    expect(weight.files).toBe(3)
    expect(weight.raw).toBe(first.reduce((sum, path) => sum + (files[path] as string).length, 0))
    expect(weight.gzip).toBe(gzipOf(...first))
  })

  it('counts the analytics library and its own imports, not what the page already loaded', () => {
    const later = lazyAnalyticsJs(dir, firstLoadFiles(dir, 'shop'))
    expect(later.files).toBe(2)
    expect(later.gzip).toBe(gzipOf('assets/chunks/library.js', 'assets/chunks/libraryHelper.js'))
  })
})
