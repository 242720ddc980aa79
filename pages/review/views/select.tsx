// review, the page itself: the review page with the product a select of the catalog the page carries, which is all a
// page of a carried catalog loads. +Page.tsx gives it the search of a catalog too long to carry instead
// (components/forms/productFieldViews.tsx), so only those pages load the search's code.
import { useRef, useState } from 'react'
import type { ProductFieldView } from '../../../components/forms/index.ts'
import { RequestForm, SelectField, TextAreaField, TextField, useRequestForm } from '../../../components/forms/index.ts'
import { FeatureIntro, type PageProps, referenceNumber, track } from '../../../components/page/index.ts'
import type { Data } from '../+data.ts'
import { emptyReview, minBodyLength, type ReviewForm, type StoredReview, reviews as storedReviews } from '../review.ts'
import { StarRating, Stars } from '../StarRating.tsx'

/** The review page with `Picker` as its product field. */
export default function ReviewView({ payload, Picker = SelectField }: PageProps<Data> & ProductFieldView) {
  const { products, search } = payload.page
  const { scope } = payload.route
  // The product searched for and picked: the review names it, and the page does not carry the catalog to look it up.
  const [picked, setPicked] = useState<{ value: string; label: string }>()
  const reviews = storedReviews.use(scope)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const request = useRequestForm<ReviewForm, StoredReview, typeof import('../reviewValidation.ts')>({
    prefix: 'review',
    empty: emptyReview,
    checks: () => import('../reviewValidation.ts'),
    // A product picked through the search is not kept: the field shows only a pick made on this page.
    draft: { scope, form: 'review', fields: { omit: search ? ['product'] : [] } },
    validate: (checks, f) => checks.validateReview(f, search ? undefined : products.map((p) => p.id)),
    send: (f) => {
      // Valid: the product is the one picked through the search, or one of the catalog carried.
      const product = (
        picked?.value === f.product ? { id: picked.value, name: picked.label } : products.find((p) => p.id === f.product)
      ) as Data['products'][number]
      const review: StoredReview = {
        id: referenceNumber(scope),
        productId: product.id,
        productName: product.name,
        rating: f.rating,
        title: f.title.trim(),
        body: f.body.trim(),
        postedAt: new Date().toISOString(),
      }
      storedReviews.add(scope, review)
      track('Product Reviewed', {
        product_id: review.productId,
        review_id: review.id,
        review_body: review.body,
        rating: review.rating,
        name: review.productName,
      })
      // The new review is the first under "Your reviews": take keyboard and screen-reader users there.
      requestAnimationFrame(() => listHeading.current?.focus())
      return review
    },
  })
  const { form, field, setValue, errors, sent: posted } = request

  return (
    <>
      <FeatureIntro payload={payload} />
      <RequestForm kit={request} id="review-heading" heading="Write a review" className="review-form" submitLabel="Post review">
        <Picker
          {...field('product')}
          label="What are you reviewing?"
          prompt="Choose one"
          choices={products.map((p) => ({ value: p.id, label: p.name }))}
          search={search}
          // Only the search tells a pick; a select's value is the pick.
          onPick={search ? setPicked : undefined}
        />
        <StarRating
          id="review-rating"
          label="Your rating"
          value={form.rating}
          error={errors.rating}
          onChange={(rating) => setValue('rating', rating)}
        />
        <TextField {...field('title')} label="Title" />
        <TextAreaField {...field('body')} label="Your review" hint={`At least ${minBodyLength} characters.`} />
      </RequestForm>
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
