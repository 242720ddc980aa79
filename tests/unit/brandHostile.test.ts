// Brand files written to escape their place: redirect sources that name folders outside the brand or over its
// pages, lookup keys named like object members, theme fonts that carry CSS. Each is refused before anything is
// written, naming the file and the field.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandProblems } from './support/brandProblems.ts'

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
const withRedirect = (from: string, to = 'shop') => ({ ...kfc, redirects: { [from]: to } })

describe('hostile brand data is refused, naming the file and the field', () => {
  it.each([
    ['../KFC/shop/cart', 'another brand’s page'],
    ['..', 'the site’s home page'],
    ['../../../tmp/x', 'outside the build folder'],
    ['shop/', 'a trailing slash (redirects to itself)'],
    ['x/../shop', 'a dot-dot segment'],
    ['./menu', 'a dot segment'],
    ['menu//old', 'an empty segment'],
    ['menu\\old', 'a backslash'],
    ['%2e%2e/menu', 'percent-escapes'],
    ['menu?x=1', 'a query'],
  ])('a redirect from %j (%s)', (from) => {
    const problems = brandProblems({ 'KFC.json': withRedirect(from) })
    expect(problems).toEqual([expect.stringMatching(/KFC\.json: redirects\[".*"\]: ".*" is not a path below the brand/)])
  })

  it('a redirect from the brand root', () => {
    expect(brandProblems({ 'KFC.json': withRedirect('') })).toEqual([
      expect.stringMatching(/KFC\.json: redirects\.: expected non-empty text/),
    ])
  })

  it.each(['__proto__', 'constructor', 'prototype'])('a redirect named %j, which a lookup table cannot hold', (from) => {
    expect(brandProblems({ 'KFC.json': withRedirect(from) })).toEqual([
      expect.stringMatching(new RegExp(`KFC\\.json: redirects\\.${from}: "${from}" cannot be used as a name here`)),
    ])
  })

  it.each([
    ['shop/cart', 'a page of the brand'],
    ['SHOP/Cart', 'a page of the brand in another casing'],
    ['shop/products/famous-bowl', 'a product page the catch-all makes'],
  ])('a redirect over %j (%s)', (from) => {
    expect(brandProblems({ 'KFC.json': withRedirect(from) })).toEqual([
      expect.stringMatching(/KFC\.json: redirects\..*: ".*" is a page of the brand \(URLs match in any casing\)/),
    ])
  })

  it('two redirects that differ only in casing, and a target that is not a page', () => {
    const problems = brandProblems({ 'KFC.json': { ...kfc, redirects: { menu: 'shop', MENU: 'shop', old: '../evil' } } })
    expect(problems).toEqual([
      expect.stringMatching(/redirects\.MENU: "MENU" is already redirected/),
      expect.stringMatching(/redirects\.old: target "\.\.\/evil" is not one of the brand's pages/),
    ])
  })

  it('a plain redirect loads', () => {
    expect(brandProblems({ 'KFC.json': withRedirect('menu/old-specials', 'shop') })).toEqual([])
  })

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('a page key %j is an unknown page', (page) => {
    expect(brandProblems({ 'KFC.json': { ...kfc, pages: [...kfc.pages, page] } })).toEqual([
      expect.stringMatching(new RegExp(`KFC\\.json: pages\\[\\d+\\]: unknown page "${page}"`)),
    ])
  })

  it.each([
    'x;background:url(https://evil.example/x.png)',
    'Arial} body{display:none',
    "'Segoe UI'</style><script>alert(1)</script>",
    'Arial/* */',
    'url(https://evil.example/font.woff2)',
    'Arial\\3b color:red',
  ])('a heading font %j', (headingFont) => {
    expect(brandProblems({ 'KFC.json': { ...kfc, theme: { ...kfc.theme, headingFont } } })).toEqual([
      expect.stringMatching(/KFC\.json: theme\.headingFont: expected a font-family list/),
    ])
  })
})
