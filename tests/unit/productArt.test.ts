import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { badgeNames } from '../../brand/art/badges.ts'
import { pictureReport } from '../../brand/art/distinctPictures.ts'
import { drawArt, pictureKey } from '../../brand/art/drawArt.ts'
import { motifNames, motifs } from '../../brand/art/motifs.ts'
import { placePath } from '../../brand/art/placePath.ts'
import { brandWarnings, loadBrands, parseBrandJson } from '../../brand/build/loadBrands.ts'
import { ProductArt } from '../../components/page/ProductArt.tsx'
import { brandProblems as problemsFor } from './support/brandProblems.ts'

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
const avis = JSON.parse(readFileSync('brands/avis.json', 'utf8'))

/** A brand file's content as the loader reads it. */
function brandFrom(json: unknown) {
  const parsed = parseBrandJson(json)
  if (!('brand' in parsed)) throw new Error(parsed.problems.join('\n'))
  return parsed.brand
}

/** KFC with the art of its products replaced, one entry per product in order. */
const kfcWithArt = (arts: object[]) => ({
  ...kfc,
  products: kfc.products.map((p: object, i: number) => ({ ...p, art: arts[i] })),
})

describe('product art', () => {
  it('gives every product, resort and campaign of every shipped brand a picture of its own', () => {
    for (const brand of loadBrands()) {
      for (const list of [brand.products, brand.resorts, brand.landingPages]) {
        const report = pictureReport(list)
        expect({ brand: brand.prefix, shared: report.shared }).toEqual({ brand: brand.prefix, shared: [] })
      }
    }
  })

  it('warns about a catalog where fewer than 90% of the products have their own picture, naming those that share, and builds it', () => {
    // 10 products, 8 pictures: 80%.
    const arts = kfc.products.map((p: { art: object }) => p.art)
    arts[1] = arts[0]
    arts[3] = { ...arts[2], color: '#123456' }
    // A rule about looks: the brand loads (nothing refused), with a warning.
    expect(problemsFor({ 'KFC.json': kfcWithArt(arts) })).toEqual([])
    const warnings = brandWarnings([brandFrom(kfcWithArt(arts))], 'brands')
    expect(warnings).toEqual([
      expect.stringMatching(
        /^brands\/KFC\.json: products: 8 distinct pictures for 10 products \(80%\), expected at least 90%: "8-piece-bucket", "12-piece-family-meal" share one; "classic-chicken-sandwich", "famous-bowl" share one; give each its own "art"/,
      ),
    ])
  })

  it('names a few of 5,000 products sharing 10 pictures and counts the rest, in one short line', () => {
    const products = Array.from({ length: 5000 }, (_, i) => ({
      ...kfc.products[i % 10],
      slug: `product-${i}`,
      art: kfc.products[i % 10].art,
    }))
    const [warning] = brandWarnings([brandFrom({ ...kfc, products })], 'brands')
    expect(warning).toContain('10 distinct pictures for 5000 products (0%)')
    expect(warning).toContain('"product-0", "product-10", "product-20" and 497 more share one; ')
    expect(warning).toContain('share one; and 7 more groups; give each its own "art"')
    expect(warning?.length).toBeLessThan(600)
  })

  it('accepts a catalog at 90%: one pair of 10 products may share a picture', () => {
    const arts = kfc.products.map((p: { art: object }) => p.art)
    arts[1] = arts[0]
    expect(problemsFor({ 'KFC.json': kfcWithArt(arts) })).toEqual([])
    expect(brandWarnings([brandFrom(kfcWithArt(arts))], 'brands')).toEqual([])
  })

  it('tells pictures apart by motif, badge or label, never by colour alone', () => {
    const car = drawArt({ motif: 'car-sedan', color: '#ff0000' })
    expect(pictureKey(drawArt({ motif: 'car-sedan', color: '#0000ff' }))).toBe(pictureKey(car))
    expect(pictureKey(drawArt({ motif: 'car-sedan', color: '#ff0000', badge: 'crown' }))).not.toBe(pictureKey(car))
    expect(pictureKey(drawArt({ motif: 'car-sedan', color: '#ff0000', label: '5%' }))).not.toBe(pictureKey(car))
    expect(pictureKey(drawArt({ motif: 'car-hatchback', color: '#ff0000' }))).not.toBe(pictureKey(car))
  })

  it('checks the resorts and the campaigns of a brand the same way', () => {
    const landingPages = kfc.landingPages.map((l: object) => ({ ...l, art: kfc.landingPages[0].art }))
    expect(brandWarnings([brandFrom({ ...kfc, landingPages })], 'brands')).toContainEqual(
      expect.stringMatching(/KFC\.json: landingPages: 1 distinct pictures for 3 landingPages \(33%\)/),
    )
  })

  it('names an unknown motif, badge or over-long label with the field it is in', () => {
    const arts = kfc.products.map((p: { art: object }) => p.art)
    arts[0] = { motif: 'bin', color: '#c8102e' }
    arts[1] = { motif: 'chicken-bucket', color: '#c8102e', badge: 'unicorn' }
    arts[2] = { motif: 'chicken-sandwich', color: '#c8102e', label: 'JUMBO' }
    const problems = problemsFor({ 'KFC.json': kfcWithArt(arts) })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: products\[0\]\.art\.motif: "bin" is not a motif of the art vocabulary/),
    )
    expect(problems).toContainEqual(expect.stringMatching(/KFC\.json: products\[1\]\.art\.badge: expected one of plane, /))
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: products\[2\]\.art\.label: expected a label of at most 4 characters/),
    )
  })

  it('requires a hero picture in the brand data, so the home page never takes one from the first product', () => {
    const { heroArt: _, ...withoutHero } = avis
    expect(problemsFor({ 'avis.json': withoutHero })).toContainEqual(expect.stringMatching(/avis\.json: heroArt: /))
    const hero = loadBrands().find((b) => b.prefix === 'KFC')?.heroArt
    expect(hero && pictureKey(hero)).toBe(pictureKey(drawArt({ motif: 'chicken-bucket', color: '#c8102e', label: 'KFC' })))
  })

  it('draws the parts, badge and label the data chose, with brand colours through the theme', () => {
    const art = { color: '#c8102e', ...drawArt({ motif: 'dog-food-bag', color: '#c8102e', badge: 'fish', label: 'New' }) }
    const svg = renderToStaticMarkup(createElement(ProductArt, { art, label: 'Salmon formula' }))
    expect(svg).toContain('aria-label="Salmon formula"')
    for (const part of motifs['dog-food-bag'].parts) expect(svg).toContain(`d="${part[1]}"`)
    expect(svg).toContain('fill:#c8102e')
    expect(svg).toContain('transform="translate(35 1)"')
    expect(svg).toMatch(/<text[^>]*>New<\/text>/)
    const branded = drawArt({ motif: 'anorak', color: '#000000' })
    expect(branded.parts.map((p) => p.fill)).toContain('var(--accent)')
  })

  it('keeps every motif and badge a well-formed drawing', () => {
    const pathGrammar = /^(?:[MmLlHhVvCcSsQqTtAaZz]|\s|,|-?(?:\d+\.?\d*|\.\d+))+$/
    for (const name of motifNames) {
      for (const [, d] of motifs[name].parts)
        expect({ name, ok: pathGrammar.test(d) && /^M/.test(d) }).toEqual({ name, ok: true })
    }
    expect(badgeNames.length).toBeGreaterThan(20)
  })

  it('moves and scales a path, keeping relative steps relative and arc flags as they are', () => {
    expect(placePath('M9 13h30l-3 21H12zM1 2a3 3 0 1 0 4 4', { dx: 2, dy: 1, s: 0.5 })).toBe(
      'M6.5 7.5h15l-1.5 10.5H8zM2.5 2a1.5 1.5 0 1 0 2 2',
    )
    expect(() => placePath('M0 0X1', {})).toThrow(/unknown path command "X"/)
  })
})
