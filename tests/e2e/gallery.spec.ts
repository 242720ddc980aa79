// `npm run gallery` against the deployable under test: a screenshot per page and width, and an index that shows them.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures.ts'
import { deployable } from './site.ts'

const run = promisify(execFile)

test('the gallery photographs a brand’s home and flows at each width and indexes them', async ({ page }) => {
  test.setTimeout(60_000)
  const out = mkdtempSync(join(tmpdir(), 'gallery-'))
  try {
    const { stdout } = await run('node_modules/.bin/tsx', [
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
    expect(stdout).toContain('Gallery: 12 screenshots of 1 brands')
    const index = readFileSync(join(out, 'index.html'), 'utf8')
    for (const file of ['avis/home-360.png', 'avis/home-1280.png', 'avis/journey-360.png', 'avis/sms-1280.png']) {
      expect(index).toContain(`src="${file}"`)
      expect(readFileSync(join(out, file)).subarray(1, 4).toString()).toBe('PNG')
    }
    // The index shows the pictures: every image in it loads.
    await page.goto(`file://${join(out, 'index.html')}`)
    const images = page.locator('img')
    await expect(images).toHaveCount(12)
    for (const img of await images.all()) expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

test('the gallery refuses an unknown brand or flag, saying which', async () => {
  const failure = (args: string[]) =>
    run('node_modules/.bin/tsx', ['scripts/gallery.ts', '--dir', deployable, ...args]).then(
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
