// The deploy's upload order on a real build: every page goes up in a later phase than everything its HTML loads,
// read here independently of the deploy's own reading (references.ts): the files its attributes name, the payloads
// of the pages it links to, and its build meta; builds/latest.json alone, last.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDeployable } from '../../scripts/deploy/deployable.ts'
import { levelIndexes } from '../../scripts/deploy/uploadOrder.ts'
import { sharedPlainBuild } from './fixtureBuild.ts'

describe('the upload order of a real build', () => {
  it('puts every page after its scripts, styles, fonts, icon, payloads and build meta, and latest.json last', () => {
    const site = sharedPlainBuild()
    const { objects } = readDeployable(site)
    const levels = levelIndexes(objects).map((level) => Array.from(level, (i) => objects.object(i)))
    const levelOf = new Map(levels.flatMap((level, i) => level.map((o) => [o.path, i] as const)))
    expect(levels.at(-1)?.map((o) => o.path)).toEqual(['builds/latest.json'])
    const pages = levels.flat().filter((o) => o.contentType.startsWith('text/html'))
    expect(pages.length).toBeGreaterThan(40)
    let checked = 0
    for (const page of pages) {
      const html = readFileSync(join(site, page.source), 'utf8').replaceAll('\\u002F', '/')
      const named = [...html.matchAll(/(?:src|href)="\/([^"#?]*)"/g)].map(([, path = '']) => path)
      const loads = named.flatMap((path) => {
        if (levelOf.has(path) && !levelOf.has(`${path}/index.html`) && path !== '' && !path.endsWith('.html')) return [path]
        const payload = path === '' ? '_payload.json' : `${path}/_payload.json`
        return levelOf.has(payload) ? [payload] : []
      })
      // Redirect pages carry no build id.
      const id = /data-build-id="([^"]+)"/.exec(html)?.[1]
      if (id) loads.push(`builds/meta/${id}.json`)
      for (const load of loads) {
        expect(levelOf.get(load), `${load} (loaded by ${page.path})`).toBeLessThan(levelOf.get(page.path) as number)
        checked++
      }
    }
    // Icons, fonts, stylesheets, scripts, payloads and metas of every page: thousands of pairs.
    expect(checked).toBeGreaterThan(1000)
  })
})
