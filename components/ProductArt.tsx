// Local SVG art for products, resorts and offers: a tinted tile with the item's motif drawn in its colour. The
// motif's path arrives with the page data (resolved on the server); no page loads an external image.
import type { Art } from '../brand/brandSchema.ts'

export function ProductArt({ art, label, size = 'card' }: { art: Art; label: string; size?: 'card' | 'thumb' }) {
  return (
    <svg
      className={`art art-${size}`}
      viewBox="0 0 48 36"
      role="img"
      aria-label={label}
      style={size === 'thumb' ? { maxWidth: 80 } : undefined}
    >
      <rect width="48" height="36" fill={art.color} opacity="0.14" />
      <path
        d={art.path}
        transform="translate(12 6)"
        fill="none"
        stroke={art.color}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
