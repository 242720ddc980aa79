// Brand data for the guided journey: the steps a brand asks before the shared ones (brand/../pages/journey/
// buildJourney.ts adds "About you", its contact preferences and the review), so that each journey asks what the
// business needs: a rental's pick-up location and dates, a buyer's needs and budget, a hackathon's team and track, a
// home project's job and timeline. Rules that relate these to the rest of the file (a location field needs
// locations, "after" names a date field, a journey page needs steps) are in build/checkVisit.ts.
import * as v from 'valibot'
import { slug, text } from './schemaParts.ts'

export const fieldId = v.pipe(
  v.string('expected a field id'),
  v.regex(/^[a-z][A-Za-z0-9]*$/, 'expected a field id in camel case, like "pickupDate"'),
)

const optionLabel = v.pipe(text, v.maxLength(80, 'expected an option of at most 80 characters'))

/** A question answered by choosing among the brand's options: one, or with `multiple`, at least one. */
export const choiceFieldSchema = v.strictObject({
  kind: v.literal('choice'),
  id: fieldId,
  /** The question as the visitor reads it: "What are you shopping for?". */
  label: text,
  options: v.pipe(v.array(optionLabel), v.minLength(2, 'expected at least two options')),
  multiple: v.optional(v.boolean()),
})

/** A date from today on; with `after`, later than that date field's. */
export const dateFieldSchema = v.strictObject({ kind: v.literal('date'), id: fieldId, label: text, after: v.optional(fieldId) })

const journeyFieldSchema = v.variant(
  'kind',
  [
    /** One of the brand's locations. */
    v.strictObject({ kind: v.literal('location'), id: fieldId, label: text }),
    dateFieldSchema,
    choiceFieldSchema,
  ],
  'expected a field of kind "location", "date" or "choice"',
)

export const journeyStepSchema = v.strictObject({
  id: slug,
  title: text,
  intro: text,
  fields: v.pipe(v.array(journeyFieldSchema), v.minLength(1, 'expected at least one field')),
})

export const journeySchema = v.strictObject({
  steps: v.pipe(v.array(journeyStepSchema), v.minLength(1, 'expected at least one step, or leave "journey" out')),
})

/** The steps and fields every journey has (pages/journey/buildJourney.ts): a brand's own may not reuse their ids. */
export const sharedJourneyIds = {
  steps: ['about', 'interests', 'preferences', 'review'],
  fields: ['name', 'email', 'interests', 'channel', 'phone', 'frequency'],
} as const

export type JourneyStepData = v.InferOutput<typeof journeyStepSchema>
export type ChoiceFieldData = v.InferOutput<typeof choiceFieldSchema>
