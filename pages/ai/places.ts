// Answers from the brand's locations (brand data `locations`): where they are, with what they are for in the
// brand's own words, and when they are open. A question that names a place ("the Boston location", "LAX") gets that
// place only; one that names none gets every place.
import type { Knowledge, Reply } from './knowledge.ts'
import { field, ranked } from './scoring.ts'

/** Whether the question names one of the brand's places ("JFK", "Boston"), by a word of the place's name. */
export function namesPlace(k: Knowledge, terms: readonly string[]): boolean {
  const places = k.locations?.places ?? []
  return ranked(
    places,
    places.map((p) => [field(p.name, 1)]),
    terms,
  ).some((s) => s.score >= 1)
}

export function placesReply(k: Knowledge, topic: 'locations' | 'hours', terms: readonly string[]): Reply | undefined {
  const { locations } = k
  if (!locations || locations.places.length === 0) return undefined
  const scored = ranked(
    locations.places,
    locations.places.map((p) => [field(`${p.name} ${p.address}`, 1)]),
    terms,
  )
  const best = scored[0]?.score ?? 0
  const shown = best > 0 ? scored.filter((s) => s.score === best).map((s) => s.item) : locations.places
  const lines = shown.map((p) => (topic === 'hours' ? `• ${p.name}: ${p.hours}` : `• ${p.name}, ${p.address}: ${p.hours}`))
  const lead = topic === 'hours' ? `Opening hours of ${k.brand} locations:` : locations.intro
  return { text: [lead, ...lines].join('\n'), products: [], matched: 'locations', intent: topic, topic }
}
