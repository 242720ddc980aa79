// The review form (its rules are in reviewValidation.ts) and the reviews kept on this device.
import type { FieldErrors } from '../../components/forms/index.ts'
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'

export interface ReviewForm {
  product: string
  /** 0 until a star is chosen. */
  rating: number
  title: string
  body: string
}

export type ReviewErrors = FieldErrors<ReviewForm>

/** The form as it starts, its fields in the order it shows them (the first invalid one gets focus). */
export const emptyReview: ReviewForm = { product: '', rating: 0, title: '', body: '' }

export const minBodyLength = 20
export const maxTitleLength = 100
export const maxBodyLength = 2000

export const ratings = [1, 2, 3, 4, 5] as const

export function starLabel(rating: number): string {
  return `${rating} star${rating === 1 ? '' : 's'}`
}

const storedReview = shape.object({
  id: shape.string(),
  productId: shape.string(),
  productName: shape.string(),
  rating: shape.integer(1, 5),
  title: shape.string(),
  body: shape.string(),
  postedAt: shape.string(),
})

export type StoredReview = ShapeOf<typeof storedReview>

/** The reviews posted from this device, newest first. */
export const reviews = storedList('reviews', storedReview)
