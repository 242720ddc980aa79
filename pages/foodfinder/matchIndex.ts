// Build time: the food finder's match for every finished quiz (2 species × 3 ages × 3 sizes × 3 activities × 5
// health focuses = 270 answer sets), each a file of its own (matchFile.ts), so a result page fetches a few hundred
// bytes and its products' files whatever the catalog's size. The products are scored by recommend.ts; those with the
// same scoring facts score alike, so each set of facts is scored once per answer set, not each product: a catalog
// of 50,000 products takes about as long as one of 50 distinct kinds.
import type { Product } from '../../components/page/index.ts'
import { answerValues, type MatchAnswers, type MatchEntry, matchFile } from './matchFile.ts'
import { recommendCount, type ScoringFacts, scoreFacts, scoringFacts } from './recommend.ts'

/** Every finished quiz's answers. */
export function allMatchAnswers(): MatchAnswers[] {
  let sets: Partial<MatchAnswers>[] = [{}]
  for (const [key, values] of Object.entries(answerValues)) {
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [key]: value })))
  }
  return sets as MatchAnswers[]
}

/** The products sharing one set of facts: the first few, in catalog order, are all a match can take from them. */
interface Kind {
  facts: ScoringFacts
  first: number[]
}

/** The brand's match files: each answer set's file with the products recommend() picks for it, best first. */
export function matchFiles(prefix: string, products: readonly Product[]): Map<string, MatchEntry[]> {
  const kinds = new Map<string, Kind>()
  products.forEach((product, n) => {
    const facts = scoringFacts(product)
    const key = JSON.stringify(facts)
    const kind = kinds.get(key) ?? { facts, first: [] }
    kinds.set(key, kind)
    if (kind.first.length < recommendCount) kind.first.push(n)
  })
  const files = new Map<string, MatchEntry[]>()
  for (const answers of allMatchAnswers()) {
    const candidates = [...kinds.values()].flatMap(({ facts, first }) => {
      const scored = scoreFacts(facts, answers)
      return scored && scored.reasons.length > 0 ? first.map((n) => ({ n, ...scored })) : []
    })
    candidates.sort((a, b) => b.score - a.score || a.n - b.n)
    files.set(
      matchFile(prefix, answers),
      candidates.slice(0, recommendCount).map(({ n, reasons }) => ({ slug: (products[n] as Product).slug, reasons })),
    )
  }
  return files
}
