// What the end-to-end tests know about the deployable under test: read from its own manifest and the brand files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { globSync } from 'tinyglobby'

export const deployable = process.env.E2E_DIR ?? 'dist/site'

export function buildMeta(): { id: string; prerendered: string[]; matcher: { static: Record<string, { redirect?: string }> } } {
  const { id } = JSON.parse(readFileSync(join(deployable, 'builds', 'latest.json'), 'utf8'))
  return JSON.parse(readFileSync(join(deployable, 'builds', 'meta', `${id}.json`), 'utf8'))
}

export const brandNames: Record<string, string> = Object.fromEntries(
  globSync('brands/*.json').map((file) => {
    const brand = JSON.parse(readFileSync(file, 'utf8'))
    return [brand.prefix, brand.name]
  }),
)

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;')
}

/**
 * The prerendered pages in slices of at most 10, each with its label ("pages 11–20"), for sweeps over the whole
 * site: the two workers share the slices, no test walks more than 10 pages, and a failure names its slice.
 */
export function prerenderedSlices(size = 10): { label: string; paths: string[] }[] {
  const all = buildMeta().prerendered
  const slices: { label: string; paths: string[] }[] = []
  for (let start = 0; start < all.length; start += size) {
    const paths = all.slice(start, start + size)
    slices.push({ label: `pages ${start + 1}–${start + paths.length}`, paths })
  }
  return slices
}
