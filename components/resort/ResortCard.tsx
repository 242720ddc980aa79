import type { ReactNode } from 'react'
import type { Resort } from '../../brand/brandSchema.ts'
import { withBase } from '../../lib/base.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { ProductArt } from '../page/ProductArt.tsx'

/** `heading` is 2 where the card sits right under the page's h1 (a resort's own page), else 3 (a list). */
export function ResortCard({
  resort,
  currency,
  href,
  heading = 3,
  id,
  aside,
  children,
}: {
  resort: Resort
  currency: string
  href?: string | undefined
  heading?: 2 | 3
  /** The card's id: a list's cards are named by their slug, so an address (#slug) scrolls to one. */
  id?: string
  /** What opens beside the card's details (a list's stay request): the card then spans the list's width. */
  aside?: ReactNode
  /** What the card offers besides its link (a list's "Details and booking"). */
  children?: ReactNode
}) {
  const Heading = heading === 2 ? 'h2' : 'h3'
  const details = (
    <>
      <ProductArt art={resort.art} label={resort.name} />
      <Heading>{href ? <a href={withBase(href)}>{resort.name}</a> : resort.name}</Heading>
      <p>{resort.location}</p>
      <p>{resort.description}</p>
      <p className="price">From {formatPrice(resort.nightlyRate, currency)} a night</p>
      <ul className="amenities" aria-label="Amenities">
        {resort.amenities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      {children}
    </>
  )
  return aside ? (
    <li className="product-card resort-open" id={id}>
      <div className="resort-open-details">{details}</div>
      {aside}
    </li>
  ) : (
    <li className="product-card" id={id}>
      {details}
    </li>
  )
}
