import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  criticalCss,
  criticalCutAbove,
  inlinable,
  inlineStylesheets,
  markupNames,
  parseStylesheet,
  requiredNames,
  type StylesheetCache,
} from '../../scripts/pipeline/stylesheets.ts'

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
    const cache: StylesheetCache = new Map()
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

  it('cuts a large stylesheet to the rules the page can use and links the whole file without blocking the paint', () => {
    const filler = `.unused-elsewhere{margin:0}`.repeat(Math.ceil(criticalCutAbove / 20))
    writeFileSync(join(dir, 'assets/big.css'), `.used{color:red}${filler}.also-used{color:blue}`)
    const html = '<head><link rel="stylesheet" href="/assets/big.css"></head><body><p class="used also-used">x</p></body>'
    expect(inlineStylesheets(html, dir, '/')).toBe(
      '<head><style data-href="/assets/big.css">.used{color:red}.also-used{color:blue}</style>' +
        '<link rel="preload" as="style" href="/assets/big.css" data-deferred></head><body><p class="used also-used">x</p></body>',
    )
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

describe('the critical rules of a page', () => {
  const css =
    ':root{--a:1}*,:before{box-sizing:border-box}.frame .title,.missing{color:red}#main>.card{padding:0}' +
    '.gone{color:blue}@media (width>=40rem){.card{margin:0}.gone{margin:1px}}@media print{.gone{display:none}}' +
    '@font-face{font-family:x;src:url(/x.woff2)}.card:not(.gone):hover{outline:0}.card[data-x="{.gone}"]{top:0}' +
    '.a:is(.gone,.card){left:0}.esc\\:x{right:0}.content:after{content:"}{"}'
  const page = markupNames('<main id="main" class="frame"><h1 class="title  card">x</h1><p class="content">y</p></main>')

  it('keeps rules whose every class and id is on the page, and rules that name none', () => {
    const kept = criticalCss(parseStylesheet(css), page)
    expect(kept).toBe(
      ':root{--a:1}*,:before{box-sizing:border-box}.frame .title,.missing{color:red}#main>.card{padding:0}' +
        '@media (width>=40rem){.card{margin:0}}@font-face{font-family:x;src:url(/x.woff2)}' +
        '.card:not(.gone):hover{outline:0}.card[data-x="{.gone}"]{top:0}.esc\\:x{right:0}.content:after{content:"}{"}',
    )
  })

  it('keeps every rule, unchanged, when every name is present', () => {
    const everything = markupNames('<b class="frame title missing card gone a content" id="main">')
    expect(criticalCss(parseStylesheet(css), everything)).toBe(css)
  })

  it('judges a selector by the names outside brackets, strings and functional pseudo-classes', () => {
    expect(requiredNames('.a .b>#c')).toEqual(['.a', '.b', '#c'])
    expect(requiredNames('.a:not(.b):is(.c,.d)[title=".e"]')).toEqual(['.a'])
    expect(requiredNames('.md\\:flex')).toBeNull()
    expect(requiredNames('h1:hover')).toEqual([])
  })
})
