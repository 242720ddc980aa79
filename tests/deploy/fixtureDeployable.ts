// Small deployables shaped like a real build (hashed assets, build metas, payloads, pages, icons, fonts, latest.json)
// with an upload list from the build's own code (extensionless page objects included), so the deploy tests need no
// full build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type UploadEntry, uploadList } from '../../scripts/pipeline/uploadList.ts'
import { writeFiles } from '../unit/support/writeFiles.ts'

/** A page as a build writes it: its script, stylesheet and icon, its build id, and a link to another page. */
const page = (title: string, build: string, id: string, brand = 'KFC') =>
  `<!doctype html><html data-build-id="${id}"><head><title>${title}</title><link rel="icon" href="/icons/${brand}.svg">` +
  `<link rel="stylesheet" href="/assets/style-1a1a.css"><script type="module" src="/assets/app-${build}.js"></script>` +
  `</head><body><h1>${title}</h1><a href="/${brand}">${brand}</a></body></html>`

const buildTwo = {
  'assets/app-2b2b.js': 'export const build = 2',
  'assets/style-1a1a.css': 'body{color:#111}',
  'builds/meta/b2.json': '{"id":"b2","timestamp":2}',
  'builds/latest.json': '{"id":"b2","timestamp":2}',
  'index.html': page('Home again', '2b2b', 'b2'),
  '_payload.json': '{"page":"home"}',
  '404.html': page('Not found', '2b2b', 'b2'),
  'KFC/index.html': page('KFC', '2b2b', 'b2'),
  'KFC/_payload.json': '{"page":"kfc"}',
  'KFC/shop/cart/index.html': page('Cart', '2b2b', 'b2'),
  'KFC/shop/cart/_payload.json': '{"page":"cart"}',
  'icons/KFC.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
}

/** A page of the new brand "acme": everything build two's pages load, plus a stylesheet of its own (which loads a
 *  font), a picture, and links to its other page. */
const acmePage = (title: string) =>
  page(title, '2b2b', 'b3', 'acme').replace(
    '</head><body>',
    '<link rel="stylesheet" href="/assets/acme-3c3c.css"></head><body><img src="/assets/acme-hero.3c3c.png" alt=""><a href="/acme/shop">Shop</a>',
  )

/** What each page of the new brand loads, named by hand: the deploy must have stored all of it before the page. */
export const acmeLoads = [
  'assets/app-2b2b.js',
  'assets/style-1a1a.css',
  'assets/acme-3c3c.css',
  'assets/fonts/acme-sans.3c3c.woff2',
  'assets/acme-hero.3c3c.png',
  'icons/acme.svg',
  'acme/_payload.json',
  'acme/shop/_payload.json',
  'builds/meta/b3.json',
]

/**
 * Build "one"; build "two": new asset hashes, one page gone, one changed, and no copy of build one's meta; build
 * "three": build two and a new brand, "acme", whose icon sorts after its pages.
 */
export const builds = {
  one: {
    'assets/app-1a1a.js': 'export const build = 1',
    'assets/style-1a1a.css': 'body{color:#111}',
    'builds/meta/b1.json': '{"id":"b1","timestamp":1}',
    'builds/latest.json': '{"id":"b1","timestamp":1}',
    'index.html': page('Home', '1a1a', 'b1'),
    '_payload.json': '{"page":"home"}',
    '404.html': page('Not found', '1a1a', 'b1'),
    'KFC/index.html': page('KFC', '1a1a', 'b1'),
    'KFC/_payload.json': '{"page":"kfc"}',
    'KFC/shop/cart/index.html': page('Cart', '1a1a', 'b1'),
    'KFC/shop/cart/_payload.json': '{"page":"cart"}',
    'KFC/old-offer/index.html': page('Old offer', '1a1a', 'b1'),
    'KFC/old-offer/_payload.json': '{"page":"old-offer"}',
    'icons/KFC.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
  two: buildTwo,
  three: {
    ...buildTwo,
    'builds/meta/b3.json': '{"id":"b3","timestamp":3}',
    'builds/latest.json': '{"id":"b3","timestamp":3}',
    'acme/index.html': acmePage('Acme'),
    'acme/_payload.json': '{"page":"acme","links":["\\u002Facme\\u002Fshop"]}',
    'acme/shop/index.html': acmePage('Acme shop'),
    'acme/shop/_payload.json': '{"page":"acme shop","chunks":["assets/app-2b2b.js"]}',
    'assets/acme-3c3c.css': '@font-face{font-family:Acme;src:url(fonts/acme-sans.3c3c.woff2)}h1{font-family:Acme}',
    'assets/fonts/acme-sans.3c3c.woff2': 'wOF2 acme',
    'assets/acme-hero.3c3c.png': 'PNG acme hero',
    'icons/acme.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
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
