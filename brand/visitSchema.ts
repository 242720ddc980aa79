// Brand data about a visit: where customers meet the brand (its locations, with their hours). A journey step can ask
// for one (journeySchema.ts); build/checkVisit.ts relates the two.
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

export type Locations = v.InferOutput<typeof locationsSchema>
export type Place = v.InferOutput<typeof placeSchema>
