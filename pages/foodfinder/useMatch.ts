// The match of the stored answers, as the result and save pages show it: the answers' match file (matchIndex.ts),
// then its products' own files, so neither page carries the catalog.
import { useEffect, useState } from 'react'
import type { Product } from '../../components/page/index.ts'
import { fetchBuildDataFile, productsOf } from '../../components/shop/index.ts'
import { type MatchEntry, matchAnswers, matchFile } from './matchFile.ts'
import type { FoodAnswers } from './quiz.ts'

/** A recommended product and why it fits. */
export interface Match {
  product: Product
  reasons: string[]
}

export type MatchState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; matches: Match[] }

/** The matches of these answers' file, best first (a product the catalog no longer has is left out). */
export async function fetchMatch(prefix: string, answers: FoodAnswers): Promise<Match[]> {
  const wanted = matchAnswers(answers)
  if (!wanted) return []
  const entries = ((await fetchBuildDataFile(matchFile(prefix, wanted))) ?? []) as MatchEntry[]
  const { products } = await productsOf(prefix, entries)
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  return entries.flatMap(({ slug, reasons }) => {
    const product = bySlug.get(slug)
    return product ? [{ product, reasons }] : []
  })
}

/** The match of `answers` (loading until they are complete and fetched); `onReady` runs once per answers fetched. */
export function useMatch(prefix: string | undefined, answers: FoodAnswers, onReady?: (matches: Match[]) => void): MatchState {
  const wanted = matchAnswers(answers)
  const key = prefix && wanted ? matchFile(prefix, wanted) : undefined
  const [state, setState] = useState<{ key?: string; state: MatchState }>({ state: { status: 'loading' } })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the answers; onReady is the caller's
  useEffect(() => {
    if (!key || !prefix) return
    let live = true
    fetchMatch(prefix, answers).then(
      (matches) => {
        if (!live) return
        setState({ key, state: { status: 'ready', matches } })
        onReady?.(matches)
      },
      () => live && setState({ key, state: { status: 'failed' } }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state.key === key ? state.state : { status: 'loading' }
}
