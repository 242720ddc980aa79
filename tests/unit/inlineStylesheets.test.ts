import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inlinable, inlineStylesheets } from '../../scripts/lib/inlineStylesheets.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'inline-css-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/site.css'), '.a{color:red}')
  writeFileSync(join(dir, 'assets/image.css'), '.b{background:url(./b.png)}')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('inlining a page’s stylesheets', () => {
  it('puts the rules in a <style> naming its file, and keeps the link disabled', () => {
    const html = '<head><link rel="stylesheet" type="text/css" href="/assets/site.css"></head>'
    expect(inlineStylesheets(html, dir, '/')).toBe(
      '<head><style data-href="/assets/site.css">.a{color:red}</style><link rel="stylesheet" href="/assets/site.css" disabled></head>',
    )
  })

  it('reads each file under the deploy base once', () => {
    writeFileSync(join(dir, 'assets/demo.css'), '.d{}')
    const cache = new Map<string, string | null>()
    const html = '<link rel="stylesheet" href="/demo/assets/demo.css">'
    expect(inlineStylesheets(html, dir, '/demo/', cache)).toContain('<style data-href="/demo/assets/demo.css">.d{}</style>')
    writeFileSync(join(dir, 'assets/demo.css'), '.changed{}')
    expect(inlineStylesheets(html, dir, '/demo/', cache)).toContain('.d{}')
  })

  it('keeps the link of a stylesheet that would change meaning inside the page, or that it cannot read', () => {
    for (const href of ['/assets/image.css', '/assets/missing.css', 'https://cdn.example/x.css', '/assets/../secret.css']) {
      const link = `<link rel="stylesheet" href="${href}">`
      expect(inlineStylesheets(link, dir, '/')).toBe(link)
    }
  })

  it('tells which rules mean the same inline', () => {
    expect(inlinable('.a{color:red}')).toBe(true)
    expect(inlinable('.a{background:url(/assets/a.png)}')).toBe(true)
    expect(inlinable('.a{background:url("data:image/png;base64,AA")}')).toBe(true)
    expect(inlinable('.a{background:url(a.png)}')).toBe(false)
    expect(inlinable(".a{background:url('../a.png')}")).toBe(false)
    expect(inlinable('.a::after{content:"</style>"}')).toBe(false)
  })
})
