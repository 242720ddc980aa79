// Rules that relate a brand's locations, its own journey steps and its help topics to the rest of its file: each
// problem names the field path and what was expected.
import type { Brand } from '../brandSchema.ts'
import { sharedJourneyIds } from '../journeySchema.ts'

export function visitProblems(brand: Brand): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = []
  const problem = (field: string, message: string) => problems.push({ field, message })
  const optionProblems = (options: readonly string[], at: string) =>
    options.forEach((option, k) => {
      if (options.indexOf(option) !== k) problem(`${at}.options[${k}]`, `"${option}" is listed twice`)
    })

  const places = new Set<string>()
  brand.locations?.places.forEach((place, i) => {
    if (places.has(place.slug)) problem(`locations.places[${i}].slug`, `"${place.slug}" is used twice`)
    places.add(place.slug)
  })

  const steps = brand.journey?.steps ?? []
  if (steps.length > 0 && !brand.pages.includes('journey/start'))
    problem('journey', 'journey steps need the "journey/start" page among the pages')
  if (steps.length === 0 && brand.pages.includes('journey/start'))
    problem('journey', 'the "journey/start" page needs the brand\'s own steps: { steps: [{ id, title, intro, fields }] }')
  if (!brand.help && brand.pages.includes('service'))
    problem('help', 'the "service" page needs the brand\'s help topics: { topics: [{ label }, …] }')
  const topics = new Set<string>()
  brand.help?.topics.forEach((topic, i) => {
    if (topics.has(topic.label)) problem(`help.topics[${i}].label`, `"${topic.label}" is listed twice`)
    topics.add(topic.label)
    const ids = new Set<string>()
    const topicDates = new Set<string>()
    topic.asks?.forEach((f, j) => {
      const at = `help.topics[${i}].asks[${j}]`
      if (ids.has(f.id) || ['name', 'email', 'topic', 'product', 'message'].includes(f.id))
        problem(`${at}.id`, `"${f.id}" is already a field of this request`)
      ids.add(f.id)
      if (f.kind === 'choice') {
        if (f.multiple) problem(`${at}.multiple`, 'a request asks for one answer: leave "multiple" out')
        optionProblems(f.options, at)
      }
      if (f.kind !== 'date') return
      if (f.after !== undefined && !topicDates.has(f.after))
        problem(`${at}.after`, `expected the id of a date field before this one, not "${f.after}"`)
      topicDates.add(f.id)
    })
  })
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
      if (f.kind === 'choice') optionProblems(f.options, at)
      if (f.kind !== 'date') return
      if (f.after !== undefined && !dates.has(f.after))
        problem(`${at}.after`, `expected the id of a date field before this one, not "${f.after}"`)
      dates.add(f.id)
    })
  })
  return problems
}
