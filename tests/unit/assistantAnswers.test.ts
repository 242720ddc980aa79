// Every brand with an assistant answers ordinary customer questions (assistantQuestions.ts) from its real data with
// the real answering code: at least 90 % right per brand, and never a yes/no answer that says the opposite.
import { afterAll, describe, expect, it } from 'vitest'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { type BrandScore, scoreBrand } from './assistantGrade.ts'
import { assistantQuestions } from './assistantQuestions.ts'

const withAssistant = getBrands().filter((b) => b.pages.includes('ai'))
const minimumPercent = 90
const scores: BrandScore[] = []

describe('the assistant answers what customers ask', () => {
  it('has a table of at least 18 questions for every brand with an assistant, and none for others', () => {
    expect(Object.keys(assistantQuestions).sort()).toEqual(withAssistant.map((b) => b.prefix).sort())
    for (const b of withAssistant) expect(assistantQuestions[b.prefix]?.length, b.prefix).toBeGreaterThanOrEqual(18)
  })

  it.each(withAssistant.map((b) => [b.prefix, b] as const))(
    `%s: at least ${minimumPercent} % right, no inverted yes/no`,
    (_prefix, brand) => {
      const score = scoreBrand(brand)
      scores.push(score)
      const inverted = score.misses.filter((m) => m.verdict === 'inverted')
      expect(inverted, 'inverted yes/no answers').toEqual([])
      expect(score.percent, JSON.stringify(score.misses, null, 2)).toBeGreaterThanOrEqual(minimumPercent)
    },
  )

  afterAll(() => {
    const rows = scores.map(
      (s) => `${s.brand.padEnd(10)} ${String(s.questions).padStart(3)} ${String(s.right).padStart(3)} ${s.percent}%`,
    )
    console.log(['brand      qns right', ...rows].join('\n'))
  })
})
