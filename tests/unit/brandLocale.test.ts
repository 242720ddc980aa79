// A brand names the locale its words and times are written in; the schema takes only the locales the project can
// spell-check and format, and says which, naming file and field.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { brandProblems as problemsFor } from './support/brandProblems.ts'

const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))

describe('the brand locale', () => {
  it('is US English on every shipped brand', () => {
    expect(loadBrands().map((brand) => brand.locale)).toEqual(Array(20).fill('en-US'))
  })

  it('is required: a brand without one is refused, naming the field', () => {
    const { locale: _, ...withoutLocale } = kfc
    expect(problemsFor({ 'KFC.json': withoutLocale })).toEqual([expect.stringMatching(/\bKFC\.json: locale: .*"locale"/)])
  })

  it('refuses a locale the site cannot spell-check and format, saying which it can', () => {
    expect(problemsFor({ 'KFC.json': { ...kfc, locale: 'en-GB' } })).toEqual([
      expect.stringMatching(
        /\bKFC\.json: locale: expected a locale the site spell-checks and formats: en-US \(BCP 47, like "en-US"\) \(got "en-GB"\)$/,
      ),
    ])
  })
})
