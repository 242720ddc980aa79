// Rules that relate a brand's locations and its own journey steps to the rest of its file: each problem names the
// field path and what was expected.
import type { Brand } from '../brandSchema.ts'
import { sharedJourneyIds } from '../visitSchema.ts'

export function visitProblems(brand: Brand): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = []
  const problem = (field: string, message: string) => problems.push({ field, message })

  const places = new Set<string>()
  brand.locations?.places.forEach((place, i) => {
    if (places.has(place.slug)) problem(`locations.places[${i}].slug`, `"${place.slug}" is used twice`)
    places.add(place.slug)
  })

  const steps = brand.journey?.steps ?? []
  if (steps.length > 0 && !brand.pages.includes('journey/start'))
    problem('journey', 'journey steps need the "journey/start" page among the pages')
  const stepIds = new Set<string>(sharedJourneyIds.steps)
  const fieldIds = new Set<string>(sharedJourneyIds.fields)
  /** Date fields seen so far, in flow order: what a later date may be "after". */
  const dates = new Set<string>()
  steps.forEach((step, i) => {
    if (stepIds.has(step.id)) problem(`journey.steps[${i}].id`, `"${step.id}" is already a step id of the journey`)
    stepIds.add(step.id)
    step.fields.forEach((f, j) => {
      const at = `journey.steps[${i}].fields[${j}]`
      if (fieldIds.has(f.id)) problem(`${at}.id`, `"${f.id}" is already a field id of the journey`)
      fieldIds.add(f.id)
      if (f.kind === 'location' && places.size === 0) problem(`${at}.kind`, 'a "location" field needs "locations" with places')
      if (f.kind !== 'date') return
      if (f.after !== undefined && !dates.has(f.after))
        problem(`${at}.after`, `expected the id of a date field before this one, not "${f.after}"`)
      dates.add(f.id)
    })
  })
  return problems
}
