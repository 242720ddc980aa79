// `npm run gallery` against the deployable under test: a screenshot per page and width, the brand's cart, checkout
// and confirmation with an order placed, and an index that shows them.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures.ts'
import { deployable } from './site.ts'

// The command as `npm run gallery` runs it (scripts/run.mjs): under tsx's loader it started half a second later, and
// every import it makes crossed to the loader's thread.
const run = promisify(execFile)

test('the gallery photographs a brand’s home, flows and an order’s checkout at each width and indexes them', async ({ page }) => {
  test.setTimeout(90_000)
  const out = mkdtempSync(join(tmpdir(), 'gallery-'))
  try {
    const { stdout } = await run(process.execPath, [
      'scripts/run.mjs',
      'scripts/gallery.ts',
      '--dir',
      deployable,
      '--out',
      out,
      '--brands',
      'avis',
      '--widths',
      '360,1280',
    ])
    // 6 pages, 3 steps of an order and the account signed out and in, at 2 widths.
    expect(stdout).toContain('Gallery: 22 screenshots of 1 brands')
    const index = readFileSync(join(out, 'index.html'), 'utf8')
    for (const label of [
      'Cart (rental)',
      'Checkout (rental)',
      'Confirmation (rental)',
      'Account, signed out',
      'Account, signed in',
    ])
      expect(index).toContain(`<h3>${label} `)
    // The confirmation is of the order placed: its address names the order.
    expect(index).toMatch(/<h3>Confirmation \(rental\) <code>\/avis\/products\/confirmOrder\?order=AVIS-[2-9A-Z]{6}<\/code>/)
    for (const file of [
      'avis/home-360.png',
      'avis/home-1280.png',
      'avis/journey-360.png',
      'avis/sms-1280.png',
      'avis/order-checkout-360.png',
      'avis/order-confirmation-1280.png',
      'avis/account-signed-out-360.png',
      'avis/account-signed-in-360.png',
    ]) {
      expect(index).toContain(`src="${file}"`)
      expect(readFileSync(join(out, file)).subarray(1, 4).toString()).toBe('PNG')
    }
    // The index shows the pictures: every image in it loads.
    await page.goto(`file://${join(out, 'index.html')}`)
    const images = page.locator('img')
    await expect(images).toHaveCount(22)
    for (const img of await images.all()) expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

test('the gallery refuses an unknown brand or flag, saying which', async () => {
  const failure = (args: string[]) =>
    run(process.execPath, ['scripts/run.mjs', 'scripts/gallery.ts', '--dir', deployable, ...args]).then(
      () => '',
      (error: { code: number; stderr: string }) => `${error.code} ${error.stderr.trim().split('\n')[0]}`,
    )
  // At once: each is a process of its own, seconds each on a busy machine.
  const [brand, flag, width] = await Promise.all([
    failure(['--brands', 'nope']),
    failure(['--colour', 'red']),
    failure(['--widths', '12']),
  ])
  expect(brand).toMatch(/^2 gallery: --brands: no brand "nope" \(known: .*avis/)
  expect(flag).toBe('2 gallery: Unknown flag --colour')
  expect(width).toBe('2 gallery: Bad value for --widths: "12" is not a width from 240 to 3840 px')
})
