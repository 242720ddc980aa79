// Every loading state says the one generic text, `Loading...`, as the specification writes it: a visitor sees the
// same words wherever a part of a page is still on its way, and no state names the code it waits for.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { walkFiles } from '../../scripts/lib/files.ts'

const uiFolders = ['pages', 'components', 'layouts', 'renderer']

/** Each text a visitor could read that starts with "Loading" (JSX text or a string literal), with its file and line. */
function loadingTexts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = []
  for (const file of uiFolders
    .flatMap((folder) => walkFiles(folder).map((f) => join(folder, f)))
    .filter((f) => /\.tsx?$/.test(f))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return
        for (const match of line.matchAll(/(?:>|['"`]|^)\s*(Loading\b[^<'"`{]*)/g))
          found.push({ where: `${file}:${i + 1}`, text: (match[1] ?? '').trim() })
      })
  }
  return found
}

describe('loading states', () => {
  it('say "Loading..." and nothing else', () => {
    const texts = loadingTexts()
    expect(texts.length).toBeGreaterThan(5)
    expect(texts.filter((t) => t.text !== 'Loading...')).toEqual([])
  })
})
