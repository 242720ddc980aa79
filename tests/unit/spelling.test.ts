// Visitors read US English (every brand's "locale" is "en-US"): the words of every brand's data and the UI strings of
// pages/, components/ and layouts/ are spell-checked with cspell's en_US dictionary, the project's proper nouns and
// the British spellings that dictionary would let through (cspell.config.yaml), and brand text writes times as en-US
// does ("7 AM–7 PM"). The built pages' text is checked the same way by tests/e2e/spelling.spec.ts.
import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { misspellings } from './support/spelling.ts'
import { timesNotInUsStyle } from './support/timeStyle.ts'
import { brandPassages, pageTexts, sourcePassages } from './support/visibleText.ts'

describe('spelling in US English', () => {
  it("every brand's data", async () => {
    const files = globSync('brands/*.json')
    expect(files).toHaveLength(20)
    const passages = files.flatMap((file) => brandPassages(file, JSON.parse(readFileSync(file, 'utf8'))))
    expect(await misspellings(passages)).toEqual([])
    expect(timesNotInUsStyle(passages)).toEqual([])
  })

  it('the UI strings of pages, components and layouts', async () => {
    const files = globSync(['{pages,components,layouts}/**/*.{ts,tsx}'])
    const passages = files.flatMap((file) => sourcePassages(file, readFileSync(file, 'utf8')))
    expect(passages.length).toBeGreaterThan(1000)
    expect(await misspellings(passages)).toEqual([])
  })

  it('finds British spellings, misspellings and British usage, and knows the brands’ proper nouns', async () => {
    const found = await misspellings([
      { where: 'copy', text: 'Your favourite colour, no need to queue at a till.' },
      { where: 'copy', text: 'A savoury enquiry at the centre was cancelled.' },
      { where: 'copy', text: 'Recieve your licence.' },
      { where: 'copy', text: 'Adtalem, Roatán and Yirgacheffe peaberry: the right color, a savory inquiry at the register.' },
    ])
    expect(found).toEqual([
      'copy: "favourite"',
      'copy: "colour"',
      'copy: "queue" (US: line)',
      'copy: "till" (US: register)',
      'copy: "savoury" (US: savory)',
      'copy: "enquiry" (US: inquiry)',
      'copy: "centre" (US: center)',
      'copy: "cancelled" (US: canceled)',
      'copy: "Recieve"',
      'copy: "licence"',
    ])
  })

  it('finds times written other than as en-US writes them', () => {
    const times = [
      { where: 'hours', text: 'Mon–Fri 7 am–7 pm, Sat 8 a.m. to 14:00' },
      { where: 'ok', text: 'Mon–Fri 7 AM–7 PM, Sat 8:30 AM–2 PM, 24 hours, 16:9 screens, I am 5 amps' },
    ]
    expect(timesNotInUsStyle(times)).toEqual([
      'hours: "7 am" (expected a day period in capitals: "7 AM")',
      'hours: "7 pm" (expected a day period in capitals: "7 AM")',
      'hours: "8 a.m." (expected a day period in capitals: "7 AM")',
      'hours: "14:00" (expected a 12-hour clock: "2:30 PM")',
    ])
  })

  it('reads the words of brand fields and UI strings, and leaves machine values alone', () => {
    const brand = {
      slug: 'colour-bucket',
      theme: { primary: '#c8102e' },
      faq: [{ question: 'Which colour?', answer: 'Red.' }],
      fulfilment: { kind: 'rental', timeWindows: ['08:00-12:00'] },
      products: [{ name: 'Bucket', fulfilment: 'appointment' }],
    }
    expect(brandPassages('brands/x.json', brand)).toEqual([
      { where: 'brands/x.json: faq[0].question', text: 'Which colour?' },
      { where: 'brands/x.json: faq[0].answer', text: 'Red.' },
      { where: 'brands/x.json: products[0].name', text: 'Bucket' },
    ])
    const source = [
      "import { x } from './colour.ts'",
      "const key = 'fulfilment'",
      'const pattern = String.raw`\\bcolou?r\\b`',
      'export const Note = ({ n }: { n: number }) => (',
      '  <p className="favourite-note" aria-label="Favourite notes">',
      '    Your favourite {n}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
      '    {`${n} enquiries in the queue`}',
      "    {'Centre'}",
      '  </p>',
      ')',
    ].join('\n')
    expect(sourcePassages('pages/x/Note.tsx', source).map((p) => `${p.where} ${p.text.trim().replace(/\s+/g, ' ')}`)).toEqual([
      'pages/x/Note.tsx:5 Favourite notes',
      'pages/x/Note.tsx:6 Your favourite',
      'pages/x/Note.tsx:7 x enquiries in the queue',
      'pages/x/Note.tsx:8 Centre',
    ])
  })

  it('reads the texts of a built page a visitor reads, and nothing else', () => {
    const html = [
      '<html><head><title>Cart · KFC</title><meta name="description" content="Your favourite bucket">',
      '<style>.colour{color:red}</style><script>const colour = 1</script></head>',
      '<body><!-- a colour --><nav><a href="/KFC/colour">Menu</a><a>Cart</a></nav>',
      '<img alt="A savoury pie" src="/pie.png"><p>Tom &amp; Jerry&#x27;s <strong>8\u00a0AM</strong></p></body></html>',
    ].join('')
    expect(pageTexts(html)).toEqual([
      'Your favourite bucket',
      'A savoury pie',
      'Cart · KFC',
      'Menu',
      'Cart',
      "Tom & Jerry's",
      '8 AM',
    ])
  })
})
