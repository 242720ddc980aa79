// `npm run new-brand`: what it writes, what it refuses, and that what it writes builds at once.
//
// How "builds at once" is shown: a full build costs 15-20 s on the 2-core machine, so this file adds none. The
// common case, a brand made --like another, is built for real: tests/build/build.test.ts runs this command into the
// brand folder of the build it makes anyway and checks the new brand's pages in the deployable. Here, the starter
// brand goes through the same loader and route table as a build, and its home page is rendered with the project's
// renderer (data hook, layout lookup, page shell), all that a build does for a page besides bundling. A one-off
// layout copy is checked as files: it is the shape hack25's own folder has, which every full build renders.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { data as homeData } from '../../pages/home/+data.ts'
import HomePage from '../../pages/home/+Page.tsx'
import { PageShell } from '../../renderer/PageShell.tsx'
import { layoutComponent } from '../../renderer/server/layouts.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { NewBrandError, planNewBrand, writeNewBrand } from '../../scripts/newBrand/planNewBrand.ts'
import { snapshotTree } from './support/fakeProject.ts'

const work = mkdtempSync(join(tmpdir(), 'new-brand-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A brand folder with a few real brands in it. */
function brandsFolder(name: string): string {
  const dir = join(work, name)
  for (const prefix of ['KFC', 'hack25', 'thumbtack']) cpSync(`brands/${prefix}.json`, join(dir, `${prefix}.json`))
  return dir
}

describe('a starter brand (no --like)', () => {
  const dir = brandsFolder('starter')
  const previous = process.env.BRANDS_DIR
  beforeAll(() => {
    writeNewBrand(planNewBrand({ prefix: 'Acme', name: 'Acme Outdoors' }, dir))
    process.env.BRANDS_DIR = dir
  })
  afterAll(() => {
    if (previous === undefined) delete process.env.BRANDS_DIR
    else process.env.BRANDS_DIR = previous
  })

  it('is a valid brand file in the formatter’s layout, naming the JSON Schema', () => {
    const text = readFileSync(join(dir, 'Acme.json'), 'utf8')
    expect(text).toMatch(
      /^\{\n {2}"\$schema": "[^"]*brand\/brand\.schema\.json",\n {2}"prefix": "Acme",\n {2}"name": "Acme Outdoors",\n/,
    )
    expect(text).toContain('  "pages": ["", "account", "service", "sms"],\n  "fulfilment": {\n    "kind": "shipping"\n  },\n')
    // Its help page's topics are about its own pages.
    expect(
      loadBrands(dir)
        .find((b) => b.prefix === 'Acme')
        ?.help?.topics.map((t) => t.label),
    ).toEqual(['Signing in to your account', 'Text alerts', 'Something else'])
    const brand = loadBrands(dir).find((b) => b.prefix === 'Acme')
    expect(brand?.name).toBe('Acme Outdoors')
    // The locale is required: the starter states it, for a US partner as every brand so far.
    expect(brand?.locale).toBe('en-US')
  })

  it('is routed, and its home page renders with the project’s renderer', () => {
    const paths = buildRouteTable(loadBrands(dir))
      .routes.filter((route) => route.brand === 'Acme')
      .map((route) => route.path)
    expect(paths).toEqual(['/Acme', '/Acme/account', '/Acme/service', '/Acme/sms'])
    const payload = homeData({ routeParams: {}, urlPathname: '/Acme' } as never)
    expect(payload.brand?.name).toBe('Acme Outdoors')
    const html = renderToString(
      <PageShell payload={payload} Layout={layoutComponent(payload.route.layout)} Page={HomePage as never} />,
    )
    expect(html).toContain('class="brand-frame layout-Acme')
    expect(html).toContain('Acme Outdoors')
    expect(html).toContain('href="/Acme/service"')
  })
})

describe('a brand --like another', () => {
  it('copies its data under the new prefix and name, without its redirects', () => {
    const dir = brandsFolder('like')
    const plan = planNewBrand({ prefix: 'Zest', like: 'kfc', name: 'Zest Chicken' }, dir)
    const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    const zest = JSON.parse(plan.files.at(-1)?.content as string)
    expect(plan.like).toBe('KFC')
    expect(plan.files.map((f) => f.path)).toEqual([expect.stringMatching(/like\/Zest\.json$/)])
    expect(zest).toMatchObject({ prefix: 'Zest', name: 'Zest Chicken', layout: 'Zest', sectionLayouts: kfc.sectionLayouts })
    expect(zest.redirects).toBeUndefined()
    expect(zest.products).toHaveLength(kfc.products.length)
    // KFC's name, where it stands as a word in the text, is the new brand's.
    expect(JSON.stringify(zest)).not.toMatch(/\bKFC\b/)
    expect(plan.paths).toContain('/Zest/shop/cart')
  })

  it('leaves out the other brand’s short mark, which abbreviates its name, not the new one’s', () => {
    const dir = brandsFolder('like-short')
    const file = join(dir, 'KFC.json')
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), shortName: 'K' }))
    const zest = JSON.parse(planNewBrand({ prefix: 'Zest', like: 'KFC' }, dir).files.at(-1)?.content as string)
    expect(zest.name).toBe('Zest')
    expect(zest.shortName).toBeUndefined()
  })

  it('picks a fulfilment kind: shipping by default, --kind, or --like’s with its options unless --kind names another', () => {
    const dir = brandsFolder('kinds')
    const kindOf = (request: Parameters<typeof planNewBrand>[0]) =>
      JSON.parse(planNewBrand(request, dir).files.at(-1)?.content as string).fulfilment
    const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    // KFC's stores, under the new brand's name.
    const zestStores = { ...kfc.fulfilment, locations: kfc.fulfilment.locations.map((l: string) => l.replace('KFC', 'Zest')) }
    expect(kindOf({ prefix: 'Plain' })).toEqual({ kind: 'shipping' })
    expect(kindOf({ prefix: 'Wheels', kind: 'rental' })).toEqual({ kind: 'rental' })
    expect(kindOf({ prefix: 'Zest', like: 'KFC' })).toEqual(zestStores)
    expect(kindOf({ prefix: 'Zest', like: 'KFC', kind: 'pickup-or-delivery' })).toEqual(zestStores)
    expect(kindOf({ prefix: 'Zest', like: 'KFC', kind: 'in-store' })).toEqual({ kind: 'in-store' })
  })

  it('takes its one-off layout along as the new brand’s own, the rules renamed', () => {
    const dir = brandsFolder('one-off')
    const plan = planNewBrand({ prefix: 'Term', like: 'hack25' }, dir)
    const files = Object.fromEntries(plan.files.map((f) => [f.path, f.content]))
    expect(Object.keys(files)).toEqual([
      'layouts/Term/Layout.tsx',
      'layouts/Term/layout.css',
      expect.stringMatching(/Term\.json$/),
    ])
    const own = readFileSync('layouts/hack25/layout.css', 'utf8')
    const copy = files['layouts/Term/layout.css'] as string
    expect(copy).toBe(own.replaceAll('.layout-hack25', '.layout-Term').replaceAll('hack25-blink', 'Term-blink'))
    expect(copy).not.toContain('hack25')
    expect(files['layouts/Term/Layout.tsx']).toBe(
      readFileSync('layouts/hack25/Layout.tsx', 'utf8').replace('// hack25:', "// Term (begun as a copy of hack25's):"),
    )
    expect(JSON.parse(files[plan.files.at(-1)?.path as string] as string).layout).toBe('Term')
  })
})

it('writes brand files exactly as the project’s formatter lays them out, so `biome ci` passes them', () => {
  const dir = brandsFolder('format')
  for (const request of [{ prefix: 'Plain' }, { prefix: 'Copy', like: 'KFC' }, { prefix: 'Term', like: 'hack25' }]) {
    const brandFile = planNewBrand(request, dir).files.at(-1)?.content as string
    const formatted = execFileSync('node_modules/.bin/biome', ['format', '--stdin-file-path=brands/new.json'], {
      input: brandFile,
      encoding: 'utf8',
    })
    expect(formatted, request.prefix).toBe(brandFile)
  }
})

describe('refusals, which write nothing', () => {
  const dir = brandsFolder('refusals')
  const before = snapshotTree(dir)

  it.each([
    ['a taken prefix', { prefix: 'KFC' }, NewBrandError, /refusals\/KFC\.json already exists$/],
    ['a prefix taken in other case', { prefix: 'kfc' }, NewBrandError, /"kfc" differs from the brand "KFC" only in case/],
    ['a shared layout’s name', { prefix: 'shop' }, NewBrandError, /layouts\/shop\/ already exists/],
    ['a prefix that is no URL segment', { prefix: 'a/b' }, Error, /Bad prefix "a\/b": expected letters, digits and dashes/],
    ['a prefix the app reserves', { prefix: 'Assets' }, Error, /Bad prefix "Assets": reserved for the app's own pages/],
    ['an unknown --like', { prefix: 'Acme', like: 'nope' }, Error, /--like: no brand "nope" \(known: KFC, hack25, thumbtack\)/],
  ])('refuses %s', (_, request, kind, message) => {
    expect(() => planNewBrand(request, dir)).toThrow(kind)
    expect(() => planNewBrand(request, dir)).toThrow(message)
    expect(snapshotTree(dir)).toEqual(before)
  })

  it('refuses when the existing brand data is broken, saying so', () => {
    const broken = brandsFolder('broken')
    writeFileSync(join(broken, 'KFC.json'), '{ "prefix": ')
    expect(() => planNewBrand({ prefix: 'Acme' }, broken)).toThrow(
      /^Fix the existing brand data first\. .*KFC\.json: not valid JSON/s,
    )
  })

  it('never overwrites: a file that appeared after planning stops the write', () => {
    const dir = brandsFolder('race')
    const plan = planNewBrand({ prefix: 'Acme' }, dir)
    writeFileSync(join(dir, 'Acme.json'), 'written by someone else')
    expect(() => writeNewBrand(plan)).toThrow(NewBrandError)
    expect(readFileSync(join(dir, 'Acme.json'), 'utf8')).toBe('written by someone else')
  })
})
