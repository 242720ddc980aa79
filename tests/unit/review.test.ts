import { describe, expect, it } from 'vitest'
import { type ReviewForm, reviews, starLabel } from '../../pages/review/review.ts'
import { validateReview } from '../../pages/review/reviewValidation.ts'

const ids = ['bsn', 'mba']
const valid: ReviewForm = { product: 'bsn', rating: 4, title: 'Great', body: 'Twenty characters or more here.' }

describe('review validation', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid, ids)).toEqual({})
  })

  it('flags every field of an empty review', () => {
    expect(validateReview({ product: '', rating: 0, title: '', body: '' }, ids)).toEqual({
      product: 'Choose what you are reviewing.',
      rating: 'Choose a rating from 1 to 5 stars.',
      title: 'Give your review a title.',
      body: 'Write at least 20 characters (0 so far).',
    })
  })

  it('wants a whole rating from 1 to 5 and a product from the catalog', () => {
    for (const rating of [0, 6, 2.5, Number.NaN]) expect(validateReview({ ...valid, rating }, ids).rating).toBeDefined()
    expect(validateReview({ ...valid, product: 'unknown' }, ids).product).toBeDefined()
  })

  it('counts the text without surrounding spaces, and caps title and text', () => {
    expect(validateReview({ ...valid, body: `   ${'x'.repeat(19)}   ` }, ids).body).toBe(
      'Write at least 20 characters (19 so far).',
    )
    expect(validateReview({ ...valid, body: 'x'.repeat(20) }, ids)).toEqual({})
    expect(validateReview({ ...valid, title: 'x'.repeat(101) }, ids).title).toMatch(/100 characters/)
    expect(validateReview({ ...valid, body: 'x'.repeat(2001) }, ids).body).toMatch(/2000 characters/)
  })

  it('labels the stars "1 star" … "5 stars"', () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
  })

  it('accepts stored reviews only in the expected shape', () => {
    const review = { id: 'A', productId: 'bsn', productName: 'BSN', rating: 5, title: 't', body: 'b', postedAt: 'x' }
    expect(reviews.shape.parse([review])).toEqual([review])
    // A wrong entry is dropped on its own; the rest of the list is kept.
    expect(reviews.shape.parse([{ ...review, rating: 9 }, review, { id: 'B' }])).toEqual([review])
    expect(reviews.shape.parse({ id: 'A' })).toBeUndefined()
  })
})
