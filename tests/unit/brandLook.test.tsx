// A brand's look is data: theme colours stated once (a text colour that does not read on its background is rejected
// with the file, the pair of colours and the ratio, so nobody patches it in CSS) and chrome variants from a small
// vocabulary, drawn by the one frame every layout renders.
import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { webFontFile } from '../../brand/build/webFontFiles.ts'
import { derivedColours } from '../../brand/readableColor.ts'
import { fontFaceCss, withWebFace } from '../../brand/webFonts.ts'
import StandardLayout from '../../layouts/StandardLayout.tsx'
import ShopLayout from '../../layouts/shop/Layout.tsx'
import { buildPayload, pageDataContext } from '../../renderer/server/definePageData.ts'
import { brandProblems } from './support/brandProblems.ts'

const problemsFor = (brand: unknown) => brandProblems({ 'KFC.json': brand })

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
describe('theme contrast', () => {
  it('rejects text on the brand colour under 4.5:1, naming the file, both colours and the ratio', () => {
    const problems = problemsFor({ ...kfc, theme: { ...kfc.theme, primary: '#f96302', onPrimary: '#ffffff' } })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /KFC\.json: theme\.onPrimary: "#ffffff" on theme\.primary "#f96302" has a contrast of 3\.08:1 \(header, buttons and hero on the brand colour\); expected at least 4\.5:1$/,
      ),
    )
  })

  it('rejects a background on which no error red reads, naming the pair and the ratio', () => {
    const grey = '#808080'
    const theme = { ...kfc.theme, background: grey, surface: grey, text: '#000000', muted: '#000000' }
    expect(problemsFor({ ...kfc, theme })).toContainEqual(
      expect.stringMatching(
        /KFC\.json: theme\.background: no colour for error messages reads on theme\.background "#808080" \(best "#[0-9a-f]{6}", [0-9.]+:1\); expected at least 4\.5:1$/,
      ),
    )
  })

  it('gives a dark theme a light error red, and a light theme the site red', () => {
    const hack25 = JSON.parse(readFileSync('brands/hack25.json', 'utf8'))
    expect(derivedColours(hack25.theme).error).toBe('#ff8a80')
    expect(derivedColours(kfc.theme).error).toBe('#b00020')
  })

  it('rejects muted text that does not read on the page', () => {
    const problems = problemsFor({ ...kfc, theme: { ...kfc.theme, muted: '#a0a0a0' } })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: theme\.muted: "#a0a0a0" on theme\.background "#fff8f0" has a contrast of 2\.\d\d:1/),
    )
  })
})

describe('brand web fonts', () => {
  const brands = loadBrands()

  it('gives every brand a heading face of its own that the site ships, at least 12 distinct', () => {
    const families = brands.map((b) => b.theme.fonts?.heading.family)
    expect(families.every(Boolean)).toBe(true)
    expect(new Set(families).size).toBeGreaterThanOrEqual(12)
    for (const brand of brands) {
      const face = brand.theme.fonts?.heading
      expect(face && webFontFile(face), brand.prefix).toMatchObject({
        file: expect.stringMatching(/^assets\/fonts\/.+\.[0-9a-f]{8}\.woff2$/),
      })
    }
  })

  it('refuses a family the site does not ship, and a weight its package lacks', () => {
    const unknown = problemsFor({ ...kfc, theme: { ...kfc.theme, fonts: { heading: { family: 'Comic Sans', weight: 700 } } } })
    expect(unknown).toContainEqual(
      expect.stringMatching(/KFC\.json: theme\.fonts\.heading\.family: expected one of .*Oswald.* \(got "Comic Sans"\)$/),
    )
    const weight = problemsFor({ ...kfc, theme: { ...kfc.theme, fonts: { heading: { family: 'Oswald', weight: 900 } } } })
    expect(weight).toContainEqual(
      expect.stringMatching(
        /KFC\.json: theme\.fonts\.heading\.weight: Oswald is not shipped in weight 900 \(no Latin woff2 in its package\)$/,
      ),
    )
  })

  it('declares each face once with font-display: swap, the family before the brand stack', () => {
    const css = fontFaceCss([{ family: 'Oswald', weight: 700, role: 'heading', file: 'assets/fonts/o.woff2' }], '/sub/')
    expect(css).toBe(
      "@font-face{font-family:'Oswald';src:url(/sub/assets/fonts/o.woff2) format('woff2');font-weight:100 900;font-style:normal;font-display:swap}",
    )
    expect(withWebFace({ family: 'Oswald', weight: 700 }, 'Impact, sans-serif')).toBe("'Oswald', Impact, sans-serif")
  })
})

describe('chrome variants', () => {
  it('names the field and the vocabulary for an unknown variant', () => {
    const problems = problemsFor({
      ...kfc,
      chrome: { ...kfc.chrome, nav: 'bubbles', strip: { text: 'motto', place: 'above', tone: 'accent' } },
    })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /KFC\.json: chrome\.nav: expected one of links, pills, chips, underline, tabs, outlined, capsule, wavy \(got "bubbles"\)$/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: chrome\.strip\.text: expected tagline or industry \(got "motto"\)$/),
    )
  })

  it('fills every field a brand leaves out with its default', () => {
    const { chrome: _, ...plain } = kfc
    expect(problemsFor(plain)).toEqual([])
  })

  it('rejects a variant that sets text on an accent no theme colour reads on', () => {
    const theme = { ...kfc.theme, accent: '#1a8f7a', text: '#2b1d16', onPrimary: '#ffffff' }
    const problems = problemsFor({ ...kfc, theme, chrome: { ...kfc.chrome, footer: 'accent' } })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /KFC\.json: chrome\.footer: sets the footer on theme\.accent "#1a8f7a", where no theme colour reads \(best "#2b1d16", 4\.\d\d:1\)/,
      ),
    )
    expect(problemsFor({ ...kfc, theme, chrome: { ...kfc.chrome, footer: 'primary' } })).toEqual([])
  })

  it('draws the brand chrome as classes on the frame, with its strip and tagline where the data puts them', () => {
    const payload = buildPayload(pageDataContext('/NCR'), {}, {})
    const html = renderToString(<StandardLayout payload={payload}>page</StandardLayout>)
    expect(html).toContain('class="brand-frame layout-NCR header-bar tone-primary edge-none mark-dot tagline-none nav-pills')
    expect(html).toMatch(/<\/header><div class="chrome-strip strip-accent strip-below">Scan as you shop/)
  })

  it("draws a shop-layout page in the shop's chrome with its badge, whatever the brand's own, and the brand's pages in its own", () => {
    const shop = buildPayload(pageDataContext('/KFC/shop'), {}, {})
    expect(shop.route.layout).toBe('shop')
    const shopHtml = renderToString(<ShopLayout payload={shop}>page</ShopLayout>)
    expect(shopHtml).toContain(
      'class="brand-frame layout-shop header-bar tone-surface edge-thick mark-plain tagline-none nav-pills',
    )
    expect(shopHtml).toMatch(/<\/div><span class="chrome-badge">Online shop<\/span><a class="header-cart"/)
    const home = renderToString(<StandardLayout payload={buildPayload(pageDataContext('/KFC'), {}, {})}>page</StandardLayout>)
    expect(home).toContain('edge-none')
    expect(home).not.toContain('chrome-badge')
  })

  it('gives the phone header a short mark where the brand has one, the full name staying the link’s name', () => {
    const mark = (path: string, shortName?: string) => {
      const payload = buildPayload(pageDataContext(path), {}, {})
      if (payload.brand && shortName) payload.brand.shortName = shortName
      return renderToString(<StandardLayout payload={payload}>page</StandardLayout>).match(
        /<a class="brand-mark"[^>]*>.*?<\/a>/,
      )?.[0]
    }
    expect(mark('/adtalem', 'Adtalem')).toBe(
      '<a class="brand-mark" href="/adtalem" aria-label="Adtalem Global Education"><span class="brand-short-name">Adtalem</span>' +
        '<span class="brand-name">Adtalem Global Education</span></a>',
    )
    expect(mark('/KFC')).toBe('<a class="brand-mark" href="/KFC"><span class="brand-name">KFC</span></a>')
  })

  it('refuses a short name that is not shorter than the name, and one too long for a phone', () => {
    expect(problemsFor({ ...kfc, shortName: 'KFC' })).toEqual([
      expect.stringMatching(/KFC\.json: shortName: "KFC" is not shorter than the name "KFC"; leave it out to show the name$/),
    ])
    expect(problemsFor({ ...kfc, name: 'Kentucky Fried Chicken Restaurants', shortName: 'Kentucky Fried Chicken' })).toEqual([
      expect.stringMatching(/KFC\.json: shortName: expected a short name of at most 16 characters/),
    ])
  })
})
