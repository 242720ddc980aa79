// A 1–5 star rating: five native radio buttons ("1 star" … "5 stars"), so Tab reaches the group and the arrow
// keys choose a rating, drawn as stars. The error under the group is tied to it for screen readers.
import { ratings, starLabel } from './review.ts'

export function StarRating({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: number
  error?: string | undefined
  onChange: (rating: number) => void
}) {
  return (
    <div className="field">
      <span id={`${id}-label`} className="star-rating-label">
        {label}
      </span>
      <div
        role="radiogroup"
        className="star-rating"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {ratings.map((r) => (
          <label key={r} className={r <= value ? 'star on' : 'star'}>
            <input
              type="radio"
              className="visually-hidden"
              id={r === 1 ? id : `${id}-${r}`}
              name={id}
              value={r}
              checked={value === r}
              onChange={() => onChange(r)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starLabel(r)}</span>
          </label>
        ))}
        <span className="star-rating-value" aria-hidden="true">
          {value ? starLabel(value) : 'Not rated yet'}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A rating shown in a list: stars for the eye, "Rated 4 out of 5" for screen readers. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <span className="visually-hidden">Rated {rating} out of 5</span>
    </span>
  )
}
