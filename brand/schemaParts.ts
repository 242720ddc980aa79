// The smallest pieces of the brand data schema, shared by its files: non-empty text and a slug.
import * as v from 'valibot'

export const text = v.pipe(v.string('expected text'), v.trim(), v.nonEmpty('expected non-empty text'))
export const slug = v.pipe(
  v.string('expected a slug'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug like "original-bucket"'),
)
