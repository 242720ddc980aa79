// Brand data for the customer-service page: what a request can be about, in the brand's words ("Report a lost or
// stolen card", "Schedule RV service", "Badge reprint"), and what a topic asks besides the message (a service date
// and center). build/checkVisit.ts requires topics of a brand with the "service" page, each once.
import * as v from 'valibot'
import { choiceFieldSchema, dateFieldSchema } from './journeySchema.ts'
import { text } from './schemaParts.ts'

const helpTopicSchema = v.strictObject({
  label: v.pipe(text, v.maxLength(60, 'expected a topic of at most 60 characters')),
  /** The request may name one of the brand's products ("Which product?", optional). */
  aboutProduct: v.optional(v.boolean()),
  /** What the topic asks before the message: a date (from today on), a choice among the brand's options. */
  asks: v.optional(
    v.array(v.variant('kind', [dateFieldSchema, choiceFieldSchema], 'expected a field of kind "date" or "choice"')),
  ),
})

export const helpSchema = v.strictObject({
  topics: v.pipe(v.array(helpTopicSchema), v.minLength(2, 'expected at least two topics, one of them for anything else')),
})

export type HelpTopic = v.InferOutput<typeof helpTopicSchema>
