// The words every prerendered page and the not-found page show (their text, and the alt, title, aria-label and
// placeholder texts and the description that visitors and assistive technology read) are spelled in US English and
// write times as en-US does: the same check as tests/unit/spelling.test.ts on brand data and UI strings, here on what
// the build made of them. The pages are read from the deployable as files: no browser is needed to read their HTML.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { routeDir } from '../../scripts/lib/deployableLayout.ts'
import { misspellings, type Passage } from '../unit/support/spelling.ts'
import { timesNotInUsStyle } from '../unit/support/timeStyle.ts'
import { pageTexts } from '../unit/support/visibleText.ts'
import { buildMeta, deployable } from './site.ts'

test('every built page is spelled in US English and writes times as en-US does', async () => {
  const { prerendered } = buildMeta()
  // A text shown on many pages (the header, the footer) is checked once, named by the first page that shows it.
  const firstShown = new Map<string, string>()
  const pages = [
    ...prerendered.map((path) => ({ path, file: join(routeDir(path), 'index.html') })),
    { path: '404', file: '404.html' },
  ]
  for (const { path, file } of pages) {
    for (const text of pageTexts(readFileSync(join(deployable, file), 'utf8')))
      if (!firstShown.has(text)) firstShown.set(text, path)
  }
  const passages: Passage[] = [...firstShown].map(([text, path]) => ({ where: path, text }))
  expect(prerendered.length).toBeGreaterThanOrEqual(200)
  expect(await misspellings(passages)).toEqual([])
  expect(timesNotInUsStyle(passages)).toEqual([])
})
