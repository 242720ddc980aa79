// Leave a review: what is reviewed (the brand's catalog), a 1–5 star rating, a title and the review itself.
// Checked field by field; a posted review appears under "Your reviews" (kept on this device) and is tracked as
// "Product Reviewed" (Segment E-commerce spec).
import { type FormEvent, useRef, useState } from 'react'
import { track } from '../../analytics/client/tracker.ts'
import type { PageProps } from '../../brand/payload.ts'
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { focusFirstInvalid, SelectField, TextAreaField } from '../../components/forms/fields.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { newOrderId } from '../../components/shop/orders.ts'
import { useStored } from '../../lib/stored.ts'
import type { Data } from './+data.ts'
import {
  emptyReview,
  isReviewList,
  minBodyLength,
  type ReviewErrors,
  type ReviewForm,
  reviewFields,
  reviewsKey,
  type StoredReview,
  validateReview,
} from './review.ts'
import { StarRating, Stars } from './StarRating.tsx'
import './review.css'

const none: StoredReview[] = []

export default function ReviewPage({ payload }: PageProps<Data>) {
  const { products } = payload.page
  const { scope } = payload.route
  const [reviews, setReviews] = useStored(reviewsKey(scope), none, isReviewList)
  const [form, setForm] = useState<ReviewForm>(emptyReview)
  const [errors, setErrors] = useState<ReviewErrors>({})
  const [posted, setPosted] = useState<StoredReview>()
  const formRef = useRef<HTMLFormElement>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateReview(
      form,
      products.map((p) => p.id),
    )
    setErrors(found)
    if (focusFirstInvalid(formRef.current, 'review', reviewFields, found)) return
    const product = products.find((p) => p.id === form.product) as Data['products'][number]
    const review: StoredReview = {
      id: newOrderId(scope),
      productId: product.id,
      productName: product.name,
      rating: form.rating,
      title: form.title.trim(),
      body: form.body.trim(),
      postedAt: new Date().toISOString(),
    }
    setReviews([review, ...reviews])
    track('Product Reviewed', {
      product_id: review.productId,
      review_id: review.id,
      review_body: review.body,
      rating: review.rating,
      name: review.productName,
    })
    setPosted(review)
    setForm(emptyReview)
    // The new review is the first under "Your reviews": take keyboard and screen-reader users there.
    requestAnimationFrame(() => listHeading.current?.focus())
  }

  const errorCount = Object.keys(errors).length
  return (
    <>
      <FeatureIntro payload={payload} />
      <form ref={formRef} className="panel review-form" noValidate onSubmit={submit} aria-labelledby="review-heading">
        <h2 id="review-heading">Write a review</h2>
        {errorCount > 0 && (
          <p className="notice error" role="alert">
            Please correct the {errorCount} highlighted field{errorCount === 1 ? '' : 's'}.
          </p>
        )}
        <SelectField
          id="review-product"
          label="What are you reviewing?"
          prompt="Choose one"
          choices={products.map((p) => ({ value: p.id, label: p.name }))}
          value={form.product}
          error={errors.product}
          onChange={(e) => setForm({ ...form, product: e.target.value })}
        />
        <StarRating
          id="review-rating"
          label="Your rating"
          value={form.rating}
          error={errors.rating}
          onChange={(rating) => setForm({ ...form, rating })}
        />
        <TextField
          id="review-title"
          label="Title"
          value={form.title}
          error={errors.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextAreaField
          id="review-body"
          label="Your review"
          hint={`At least ${minBodyLength} characters.`}
          value={form.body}
          error={errors.body}
          onChange={(e) => setForm({ ...form, body: e.target.value })}
        />
        <button type="submit" className="button">
          Post review
        </button>
      </form>
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="section-title" ref={listHeading} tabIndex={-1}>
          Your reviews
        </h2>
        {posted && (
          <p className="notice" role="status">
            Thank you! Your review of {posted.productName} is posted (reference {posted.id}).
          </p>
        )}
        {reviews.length === 0 ? (
          <p>You have not posted a review on this device yet.</p>
        ) : (
          <ul className="review-list">
            {reviews.map((r) => (
              <li key={r.id} className="panel">
                <h3>{r.title}</h3>
                <p className="review-meta">
                  <Stars rating={r.rating} /> · {r.productName} · {new Date(r.postedAt).toLocaleDateString('en-US')}
                </p>
                <p className="review-body">{r.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
