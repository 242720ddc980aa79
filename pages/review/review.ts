// Review form rules and the reviews kept on this device. Pure functions: messages sit next to their fields.
import type { Guard } from '../../lib/stored.ts'

export interface ReviewForm {
  product: string
  /** 0 until a star is chosen. */
  rating: number
  title: string
  body: string
}

export type ReviewErrors = Partial<Record<keyof ReviewForm, string>>

export const reviewFields = ['product', 'rating', 'title', 'body'] as const

export const emptyReview: ReviewForm = { product: '', rating: 0, title: '', body: '' }

export const minBodyLength = 20
export const maxTitleLength = 100
export const maxBodyLength = 2000

export const ratings = [1, 2, 3, 4, 5] as const

export function starLabel(rating: number): string {
  return `${rating} star${rating === 1 ? '' : 's'}`
}

export function validateReview(form: ReviewForm, productIds: readonly string[]): ReviewErrors {
  const errors: ReviewErrors = {}
  if (!productIds.includes(form.product)) errors.product = 'Choose what you are reviewing.'
  if (!Number.isInteger(form.rating) || form.rating < 1 || form.rating > 5) errors.rating = 'Choose a rating from 1 to 5 stars.'
  const title = form.title.trim()
  if (!title) errors.title = 'Give your review a title.'
  else if (title.length > maxTitleLength) errors.title = `Keep the title under ${maxTitleLength} characters.`
  const body = form.body.trim()
  if (body.length < minBodyLength) {
    errors.body = `Write at least ${minBodyLength} characters (${body.length} so far).`
  } else if (body.length > maxBodyLength) {
    errors.body = `Keep your review under ${maxBodyLength} characters (it has ${body.length}).`
  }
  return errors
}

export interface StoredReview {
  id: string
  productId: string
  productName: string
  rating: number
  title: string
  body: string
  postedAt: string
}

export function reviewsKey(scope: string): string {
  return `storefront:${scope}:reviews`
}

export const isReviewList: Guard<StoredReview[]> = (value): value is StoredReview[] =>
  Array.isArray(value) &&
  value.every(
    (r) =>
      typeof r?.id === 'string' &&
      typeof r.productId === 'string' &&
      typeof r.productName === 'string' &&
      Number.isInteger(r.rating) &&
      r.rating >= 1 &&
      r.rating <= 5 &&
      typeof r.title === 'string' &&
      typeof r.body === 'string' &&
      typeof r.postedAt === 'string',
  )
