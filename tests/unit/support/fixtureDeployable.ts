// A small deployable in a temp folder, shaped like a build's output, for server tests that need no real build.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { uploadList } from '../../../scripts/pipeline/uploadList.ts'
import { writeFiles } from './writeFiles.ts'

export const rangeFileBytes = 1000

/**
 * Writes a deployable into `dir` (created if needed) and its upload list beside it, as a build does; `id` goes
 * into builds/latest.json and the home page.
 */
export function writeDeployable(dir: string, id: string, extra: Record<string, string> = {}): string {
  const files: Record<string, string> = {
    'index.html': `home ${id}`,
    '404.html': 'missing',
    'KFC/shop/cart/index.html': 'cart',
    'KFC/shop/cart/_payload.json': '{"a":1}',
    'assets/chunks/app-x1.js': 'export{}',
    'assets/data.bin': 'x'.repeat(rangeFileBytes),
    'Café/文字/index.html': 'unicode folder',
    'builds/latest.json': JSON.stringify({ id, timestamp: 0 }),
    '.secret': 'dotfiles are never served',
    ...extra,
  }
  writeFiles(dir, files)
  writeFileSync(`${dir}.upload-list.json`, JSON.stringify(uploadList(dir)))
  return dir
}

/** A temp folder holding `site/` (a deployable with symlinks pointing out of it) and `outside/` (secrets). */
export function hostileFixture(): { work: string; site: string } {
  const work = mkdtempSync(join(tmpdir(), 'serve-'))
  const site = writeDeployable(join(work, 'site'), 'one')
  mkdirSync(join(work, 'outside'))
  writeFileSync(join(work, 'outside', 'secret.txt'), 'outside the deployable')
  writeFileSync(join(work, 'outside', 'index.html'), 'outside the deployable')
  symlinkSync(join(work, 'outside', 'secret.txt'), join(site, 'leak.txt'))
  symlinkSync(join(work, 'outside'), join(site, 'linked'))
  return { work, site }
}
