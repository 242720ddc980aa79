// Small deployables shaped like a real build (hashed assets, build metas, payloads, pages, icons, latest.json)
// with an upload list from the build's own code (extensionless page objects included), so the deploy tests need no
// full build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type UploadEntry, uploadList } from '../../scripts/lib/uploadList.ts'
import { writeFiles } from '../unit/support/writeFiles.ts'

const page = (title: string, build: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app-${build}.js"></script></head><body><h1>${title}</h1></body></html>`

/** Build "one", and build "two": new asset hashes, one page gone, one changed, and no copy of build one's meta. */
export const builds = {
  one: {
    'assets/app-1a1a.js': 'export const build = 1',
    'assets/style-1a1a.css': 'body{color:#111}',
    'builds/meta/b1.json': '{"id":"b1","timestamp":1}',
    'builds/latest.json': '{"id":"b1","timestamp":1}',
    'index.html': page('Home', '1a1a'),
    '_payload.json': '{"page":"home"}',
    '404.html': page('Not found', '1a1a'),
    'KFC/index.html': page('KFC', '1a1a'),
    'KFC/_payload.json': '{"page":"kfc"}',
    'KFC/shop/cart/index.html': page('Cart', '1a1a'),
    'KFC/shop/cart/_payload.json': '{"page":"cart"}',
    'KFC/old-offer/index.html': page('Old offer', '1a1a'),
    'KFC/old-offer/_payload.json': '{"page":"old-offer"}',
    'icons/KFC.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
  two: {
    'assets/app-2b2b.js': 'export const build = 2',
    'assets/style-1a1a.css': 'body{color:#111}',
    'builds/meta/b2.json': '{"id":"b2","timestamp":2}',
    'builds/latest.json': '{"id":"b2","timestamp":2}',
    'index.html': page('Home again', '2b2b'),
    '_payload.json': '{"page":"home"}',
    '404.html': page('Not found', '2b2b'),
    'KFC/index.html': page('KFC', '2b2b'),
    'KFC/_payload.json': '{"page":"kfc"}',
    'KFC/shop/cart/index.html': page('Cart', '2b2b'),
    'KFC/shop/cart/_payload.json': '{"page":"cart"}',
    'icons/KFC.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
} satisfies Record<string, Record<string, string>>

/** One of the objects the upload list adds: the cart page under its extensionless URL too. */
export const extensionlessPage = { path: 'KFC/shop/cart', source: 'KFC/shop/cart/index.html' }

/** Writes `files` to `dir` and its upload list beside it; returns the list's entries. */
export function writeDeployable(dir: string, files: Record<string, string>): UploadEntry[] {
  rmSync(dir, { recursive: true, force: true })
  writeFiles(dir, files)
  return writeUploadList(dir)
}

/** (Re)writes `<dir>.upload-list.json` from the folder, as the build does. */
export function writeUploadList(dir: string): UploadEntry[] {
  const entries = uploadList(dir)
  writeFileSync(`${dir}.upload-list.json`, JSON.stringify(entries, null, 1))
  return entries
}

export function fileBytes(dir: string, entry: { path: string; source?: string }): Buffer {
  return readFileSync(join(dir, entry.source ?? entry.path))
}
