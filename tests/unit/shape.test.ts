import { describe, expect, it } from 'vitest'
import { shape } from '../../lib/shape.ts'

describe('stored data shapes', () => {
  const entry = shape.object({
    id: shape.string(),
    count: shape.number(),
    rating: shape.integer(1, 5),
    role: shape.oneOf(['user', 'assistant']),
    tags: shape.optional(shape.array(shape.string())),
  })
  const valid = { id: 'a', count: 2.5, rating: 3, role: 'user' }

  it('accepts an entry with every required field, with or without an optional one, and keeps unknown fields', () => {
    expect(entry(valid)).toBe(true)
    expect(entry({ ...valid, tags: ['x'], extra: 1 })).toBe(true)
  })

  it('refuses a missing or mistyped field, NaN, a number out of range or not whole, and an option not offered', () => {
    for (const bad of [
      { ...valid, id: undefined },
      { ...valid, count: Number.NaN },
      { ...valid, count: '2' },
      { ...valid, rating: 6 },
      { ...valid, rating: 2.5 },
      { ...valid, role: 'system' },
      { ...valid, tags: ['x', 1] },
      [valid],
      null,
    ])
      expect(entry(bad)).toBe(false)
  })
})
