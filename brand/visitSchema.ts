// Brand data about a visit: where customers meet the brand (its locations, with their hours) and the steps its guided
// journey asks before the shared ones (a rental's pick-up location and dates). Rules that relate these to the rest
// of the file (a location field needs locations, "after" names a date field) are in build/checkVisit.ts.
import * as v from 'valibot'
import { slug, text } from './schemaParts.ts'

export const placeSchema = v.strictObject({
  slug,
  /** "Los Angeles International Airport (LAX)". */
  name: text,
  address: text,
  /** As a visitor reads them, times as the brand's locale writes them: "Open 24 hours", "Mon–Fri 7 AM–7 PM". */
  hours: text,
})

export const locationsSchema = v.strictObject({
  /** What the places are for, in the brand's words: "Pick up your car at any of these locations and …". */
  intro: text,
  places: v.pipe(v.array(placeSchema), v.minLength(1, 'expected at least one place, or leave "locations" out')),
})

const fieldId = v.pipe(
  v.string('expected a field id'),
  v.regex(/^[a-z][A-Za-z0-9]*$/, 'expected a field id in camel case, like "pickupDate"'),
)

const journeyFieldSchema = v.variant(
  'kind',
  [
    /** One of the brand's locations. */
    v.strictObject({ kind: v.literal('location'), id: fieldId, label: text }),
    /** A date from today on; with `after`, later than that date field's. */
    v.strictObject({ kind: v.literal('date'), id: fieldId, label: text, after: v.optional(fieldId) }),
  ],
  'expected a field of kind "location" or "date"',
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

export type Locations = v.InferOutput<typeof locationsSchema>
export type Place = v.InferOutput<typeof placeSchema>
export type JourneyStepData = v.InferOutput<typeof journeyStepSchema>
