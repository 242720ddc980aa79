// Every catalog a visitor browses shows each item in a picture of its own: per brand, the page that lists all its
// products (or resorts) is read as drawn (where none lists them all, as Scan & Go's, each missing product's item page),
// and at least 90% of the items must differ in their picture's shape (its
// paths and label; colour alone does not make a picture distinct). KFC's home hero is its bucket of chicken.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { globSync } from 'tinyglobby'
import { expect, hydrated, test } from './fixtures.ts'

interface BrandFile {
  prefix: string
  name: string
  pages: string[]
  products?: { name: string; slug: string }[]
  resorts?: { name: string }[]
}

const brands: BrandFile[] = globSync('brands/*.json').map((file) => JSON.parse(readFileSync(file, 'utf8')))

/** The pages that may list a brand's whole range: its catalog, its home. */
function listingCandidates(brand: BrandFile): string[] {
  const base = `/${brand.prefix}`
  return [
    ...['shop', 'products', 'scan', 'petfinder', 'resorts'].filter((s) => brand.pages.includes(s)).map((s) => `${base}/${s}`),
    base,
  ]
}

/** The pictures of the items of `brand` that its item page (which carries no catalog) draws, one item at a time. */
async function itemPictures(page: Page, brand: BrandFile, names: string[]): Promise<Record<string, string>> {
  const chooser = brand.pages.find((p) => p.endsWith('/confirmItem'))
  const pictures: Record<string, string> = {}
  if (!chooser) return pictures
  for (const product of brand.products ?? []) {
    if (!names.includes(product.name)) continue
    await page.goto(`/${brand.prefix}/${chooser}?item=${product.slug}`)
    const art = page.locator('svg.art', { has: page.locator('path') }).first()
    await expect(art).toHaveAttribute('aria-label', product.name)
    pictures[product.name] = await art.evaluate(
      (svg) =>
        [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' ') +
        `|${svg.querySelector('text')?.textContent ?? ''}`,
    )
  }
  return pictures
}

/** The pictures of the cards on the page, by the name they are labelled with: paths and label, no colours. */
async function cardPictures(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.product-card svg.art')
    .evaluateAll((svgs) =>
      Object.fromEntries(
        svgs.map((svg) => [
          svg.getAttribute('aria-label') ?? '',
          [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' ') +
            `|${svg.querySelector('text')?.textContent ?? ''}`,
        ]),
      ),
    )
}

/** One brand's items and the share of them with a picture of their own, as its listing page draws them. */
async function checkBrand(page: Page, brand: BrandFile) {
  const items = [...(brand.products ?? []), ...(brand.resorts ?? [])].map((i) => i.name)
  let pictures: Record<string, string> = {}
  for (const path of listingCandidates(brand)) {
    // The pictures are part of the prerendered page: what the visitor sees before any script runs.
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    pictures = await cardPictures(page)
    if (items.every((name) => name in pictures)) break
  }
  pictures = {
    ...pictures,
    ...(await itemPictures(
      page,
      brand,
      items.filter((name) => !(name in pictures)),
    )),
  }
  expect
    .soft(
      items.filter((name) => !(name in pictures)),
      `${brand.prefix}: items without a picture on any listing page`,
    )
    .toEqual([])
  const byPicture = new Map<string, string[]>()
  for (const name of items) byPicture.set(pictures[name] as string, [...(byPicture.get(pictures[name] as string) ?? []), name])
  const shared = [...byPicture.values()].filter((names) => names.length > 1)
  expect
    .soft(
      byPicture.size / items.length,
      `${brand.prefix}: ${byPicture.size} pictures for ${items.length} items; sharing: ${JSON.stringify(shared)}`,
    )
    .toBeGreaterThanOrEqual(0.9)
}

// Two halves, one per worker; each brand's failure names the brand, and every brand is checked even when one fails.
const half = Math.ceil(brands.length / 2)
for (const group of [brands.slice(0, half), brands.slice(half)]) {
  test(`at least 90% of the items of ${group.map((b) => b.prefix).join(', ')} have a picture of their own`, async ({ page }) => {
    for (const brand of group) await checkBrand(page, brand)
  })
}

test('KFC: the home hero is the bucket of chicken the menu sells, with the brand on it', async ({ page }) => {
  await page.goto('/KFC')
  await hydrated(page)
  const hero = page.locator('.hero svg.art')
  await expect(hero).toHaveAttribute('aria-label', 'KFC')
  await expect(hero.locator('text')).toHaveText('KFC')
  const shape = (svg: SVGElement) => [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' ')
  const bucket = page.getByRole('img', { name: '8 Piece Bucket' })
  expect(await hero.evaluate(shape)).toBe(await bucket.evaluate(shape))
})
