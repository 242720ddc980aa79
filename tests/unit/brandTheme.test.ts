// Theme colours are stated once, in the brand data: a text colour that does not read on its background is rejected
// with the file, the pair of colours and the ratio, so nobody patches it in CSS.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BrandDataError, loadBrands } from '../../content/loadBrands.ts'

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
const dirs: string[] = []

function problemsFor(brand: unknown): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'KFC.json'), JSON.stringify(brand))
  try {
    loadBrands(dir, ['KFC', 'shop', 'default'])
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(BrandDataError)
    return (error as BrandDataError).problems
  }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('theme contrast', () => {
  it('rejects text on the brand colour under 4.5:1, naming the file, both colours and the ratio', () => {
    const problems = problemsFor({ ...kfc, theme: { ...kfc.theme, primary: '#f96302', onPrimary: '#ffffff' } })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /KFC\.json: theme\.onPrimary: "#ffffff" on theme\.primary "#f96302" has a contrast of 3\.08:1 \(header, buttons and hero on the brand colour\); expected at least 4\.5:1$/,
      ),
    )
  })

  it('rejects muted text that does not read on the page', () => {
    const problems = problemsFor({ ...kfc, theme: { ...kfc.theme, muted: '#a0a0a0' } })
    expect(problems).toContainEqual(
      expect.stringMatching(/KFC\.json: theme\.muted: "#a0a0a0" on theme\.background "#fff8f0" has a contrast of 2\.\d\d:1/),
    )
  })
})
