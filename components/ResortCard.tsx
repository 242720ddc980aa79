import type { Resort } from '../content/brandSchema.ts'
import { formatPrice } from './formatPrice.ts'
import { withBase } from './links.ts'
import { ProductArt } from './ProductArt.tsx'

export function ResortCard({ resort, currency, href }: { resort: Resort; currency: string; href?: string | undefined }) {
  return (
    <li className="product-card">
      <ProductArt art={resort.art} label={resort.name} />
      <h3>{href ? <a href={withBase(href)}>{resort.name}</a> : resort.name}</h3>
      <p>{resort.location}</p>
      <p>{resort.description}</p>
      <p className="price">From {formatPrice(resort.nightlyRate, currency)} a night</p>
      <ul className="amenities" aria-label="Amenities">
        {resort.amenities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </li>
  )
}
