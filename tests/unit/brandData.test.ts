import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { knownLayouts, loadBrands } from '../../brand/build/loadBrands.ts'
import { brandProblems as problemsFor } from './support/brandProblems.ts'

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))

describe('brand data validation', () => {
  it('accepts every shipped brand file', () => {
    expect(() => loadBrands()).not.toThrow()
    expect(loadBrands()).toHaveLength(20)
    expect(knownLayouts()).toContain('default')
  })

  it('names the file, the field and what was expected for a wrong type', () => {
    const products = structuredClone(kfc.products)
    products[3].price = 'cheap'
    const problems = problemsFor({ 'KFC.json': { ...kfc, products } })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/KFC\.json: products\[3\]\.price: expected a price in the brand currency \(got "cheap"\)/)
  })

  it('reports a malformed colour and a missing field', () => {
    const { tagline: _, ...withoutTagline } = kfc
    const problems = problemsFor({ 'KFC.json': { ...withoutTagline, theme: { ...kfc.theme, primary: 'red' } } })
    expect(problems.some((p) => /KFC\.json: tagline: /.test(p))).toBe(true)
    expect(problems.some((p) => /KFC\.json: theme\.primary: expected a colour like "#c8102e" \(got "red"\)/.test(p))).toBe(true)
  })

  it('reports unknown pages, missing slugs and dangling product references', () => {
    const landingPages = structuredClone(kfc.landingPages)
    landingPages[0].productSlugs = ['no-such-bucket']
    const problems = problemsFor({ 'KFC.json': { ...kfc, pages: [...kfc.pages, 'shop/teleport'], landingPages } })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: pages\[10\]: unknown page "shop\/teleport"; expected one of: /),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /KFC\.json: landingPages\[0\]\.productSlugs\[0\]: no product with slug "no-such-bucket" in "products"/,
      ),
    )
  })

  it('requires a real assortment for brands with shop pages', () => {
    const problems = problemsFor({ 'KFC.json': { ...kfc, products: kfc.products.slice(0, 3) } })
    expect(problems.some((p) => p.includes('products: a brand with shop pages needs at least 8 products, found 3'))).toBe(true)
  })

  it('checks the prefix against the file name and case-insensitive clashes', () => {
    expect(problemsFor({ 'kfc2.json': kfc })).toContainEqual(
      expect.stringMatching(/kfc2\.json: prefix: expected "kfc2" \(the file name\), got "KFC"/),
    )
    const problems = problemsFor({ 'KFC.json': kfc, 'kfc.json': { ...kfc, prefix: 'kfc' } })
    expect(problems).toContainEqual(expect.stringMatching(/prefix: "kfc" differs from "KFC" only in case/))
  })

  it('reports a file that is not JSON, with the parser’s position', () => {
    expect(problemsFor({ 'KFC.json': '{"prefix": "KFC",' })).toContainEqual(expect.stringMatching(/KFC\.json: not valid JSON: /))
  })

  it('reports an unknown layout and a redirect to a page the brand does not have', () => {
    const problems = problemsFor({ 'KFC.json': { ...kfc, layout: 'Nope', redirects: { menu: 'shop/nowhere' } } })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: layout: unknown layout "Nope"; expected one of: KFC, shop, default/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: redirects\.menu: target "shop\/nowhere" is not one of the brand's pages/),
    )
  })

  it('accepts only known route middleware, on pages the brand has', () => {
    const problems = problemsFor({ 'KFC.json': { ...kfc, middleware: { 'shop/cart': ['paywall'] } } })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: middleware\.shop\/cart\[0\]: expected a route middleware: auth \(got "paywall"\)/),
    )
    expect(problemsFor({ 'KFC.json': { ...kfc, middleware: { 'shop/wishlist': ['auth'] } } })).toContainEqual(
      expect.stringMatching(/KFC\.json: middleware\.shop\/wishlist: "shop\/wishlist" is not one of the brand's pages/),
    )
  })
})
