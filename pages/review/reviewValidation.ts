// Review form rules, imported by the page on demand: the visitor needs them only once they submit.
import { fieldErrors, lengthProblem, textProblem } from '../../components/forms/index.ts'
import { maxBodyLength, maxTitleLength, minBodyLength, type ReviewErrors, type ReviewForm } from './review.ts'

/** `productIds`: the catalog's slugs; undefined when the page does not carry it (the field searches it, and only a
 *  product found there can be picked). */
export function validateReview(form: ReviewForm, productIds: readonly string[] | undefined): ReviewErrors {
  return fieldErrors<ReviewForm>({
    product: (productIds ? productIds.includes(form.product) : form.product !== '')
      ? undefined
      : 'Choose what you are reviewing.',
    rating:
      Number.isInteger(form.rating) && form.rating >= 1 && form.rating <= 5 ? undefined : 'Choose a rating from 1 to 5 stars.',
    title:
      textProblem(form.title, 'Give your review a title.') ??
      lengthProblem(form.title, { max: maxTitleLength }, { tooLong: () => `Keep the title under ${maxTitleLength} characters.` }),
    body: lengthProblem(
      form.body,
      { min: minBodyLength, max: maxBodyLength },
      {
        tooShort: (n) => `Write at least ${minBodyLength} characters (${n} so far).`,
        tooLong: (n) => `Keep your review under ${maxBodyLength} characters (it has ${n}).`,
      },
    ),
  })
}
