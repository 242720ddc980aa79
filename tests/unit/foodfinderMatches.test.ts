// The food finder's match files (pages/foodfinder/matchIndex.ts): each finished quiz's file holds what recommend()
// picks from the whole catalog for those answers, and stays a few hundred bytes however large the catalog.
import { describe, expect, it } from 'vitest'
import type { Product } from '../../brand/brandSchema.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { answerValues, matchFile } from '../../pages/foodfinder/matchFile.ts'
import { allMatchAnswers, matchFiles } from '../../pages/foodfinder/matchIndex.ts'
import { questions } from '../../pages/foodfinder/quiz.ts'
import { recommend } from '../../pages/foodfinder/recommend.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'

const purina = loadBrands().find((b) => b.prefix === 'purina')
if (!purina) throw new Error('purina brand missing')

/** The catalog with products of its own mixed in, so that ties, kinds of one product and late better products occur. */
function mixedCatalog(size: number): Product[] {
  const grown = growCatalog(purina?.products as never, size) as unknown as Product[]
  // A better fit for a senior cat far down the catalog: the match must find it, not stop at the first kinds.
  grown.push({
    ...(grown[0] as Product),
    slug: 'late-senior-cat',
    name: 'Senior Cat Indoor Joint Formula',
    category: 'Cat Food',
    description: 'For mature indoor cats: glucosamine for joints, healthy weight.',
  })
  return grown
}

describe('food finder match files', () => {
  it('cover every finished quiz: 2 species, 3 ages, 3 sizes, 3 activities, 5 health focuses', () => {
    for (const question of questions) {
      expect(answerValues[question.key]).toEqual(question.options(undefined).map((o) => o.value))
    }
    expect(allMatchAnswers()).toHaveLength(270)
    expect(matchFiles('purina', purina.products).size).toBe(270)
  })

  for (const size of [purina.products.length, 400]) {
    it(`hold what recommend() picks from the whole catalog, for every answer set (${size} products)`, () => {
      const products = mixedCatalog(size)
      const files = matchFiles('purina', products)
      for (const answers of allMatchAnswers()) {
        const expected = recommend(products, answers).map((r) => ({ slug: r.product.slug, reasons: r.reasons }))
        expect(files.get(matchFile('purina', answers)), JSON.stringify(answers)).toEqual(expected)
      }
      const senior = files.get(
        matchFile('purina', { species: 'cat', age: 'senior', size: 'medium', activity: 'low', health: 'joints' }),
      )
      expect(senior?.[0]?.slug).toBe('late-senior-cat')
    })
  }

  it('stay the same few hundred bytes with 50,000 products as with 2,000', () => {
    const largest = (products: Product[]) =>
      Math.max(...[...matchFiles('purina', products).values()].map((file) => JSON.stringify(file).length))
    const small = largest(mixedCatalog(2000))
    expect(small).toBeLessThan(600)
    expect(largest(mixedCatalog(50_000))).toBeLessThanOrEqual(small)
  })
})
