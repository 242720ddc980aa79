// A deployable of many small pages, shaped as a build writes one (a page's folder with its index.html and
// _payload.json, shared scripts, icons and build meta, builds/latest.json, an upload list with the extensionless
// page objects, from the build's own code): to hold the deploy's memory to a bound whatever the site's size.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { writeUploadList } from './fixtureDeployable.ts'

/** Pages each page links to (their payloads are what it loads besides its scripts). */
const linksPerPage = 8

/** Writes `pages` pages under `dir` (in folders of 1,000, as partners' pages are); returns the upload list's size. */
export function writeManyPages(dir: string, pages: number): number {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const route = (i: number) => `brand-${Math.floor(i / 1000)}/page-${i % 1000}`
  write('assets/app.4f4f.js', 'import "./chunk.5e5e.js";export const app = 1')
  write('assets/chunk.5e5e.js', 'export const chunk = 1')
  write('assets/style.6d6d.css', 'body{margin:0}')
  write('icons/brand.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('builds/meta/m1.json', '{"id":"m1"}')
  write('builds/latest.json', '{"id":"m1"}')
  for (let i = 0; i < pages; i++) {
    const links = Array.from({ length: linksPerPage }, (_, n) => `/${route((i + n * 97 + 1) % pages)}`)
    write(
      `${route(i)}/index.html`,
      `<!doctype html><html data-build-id="m1"><head><link rel="icon" href="/icons/brand.svg">` +
        `<link rel="stylesheet" href="/assets/style.6d6d.css"><script type="module" src="/assets/app.4f4f.js"></script>` +
        `</head><body>${links.map((link) => `<a href="${link}">${link}</a>`).join('')}</body></html>`,
    )
    write(`${route(i)}/_payload.json`, JSON.stringify({ page: i, chunks: ['assets/chunk.5e5e.js'], links }))
  }
  return writeUploadList(dir).length
}
