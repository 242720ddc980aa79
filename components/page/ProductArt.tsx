// Local SVG art for products, resorts, offers and heroes: a tinted tile with the item's picture drawn on it. The
// drawing (parts, badge, label) arrives with the page data, resolved on the server (brand/art/drawArt.ts); the
// browser ships no motif code and no page loads an external image. Brand colours come from the theme's custom
// properties, so a part filled with "var(--primary)" follows its brand.
import type { Art } from '../../brand/brandSchema.ts'

const ink = '#2b2724'

/** The width of a label's plate: about a bold character per 4.3 units, plus a margin. */
const labelWidth = (value: string) => value.length * 4.3 + 3

export function ProductArt({ art, label, size = 'card' }: { art: Art; label: string; size?: 'card' | 'thumb' | 'hero' }) {
  const { text } = art
  return (
    <svg
      className={`art art-${size}`}
      viewBox="0 0 48 36"
      role="img"
      aria-label={label}
      style={size === 'thumb' ? { maxWidth: 80 } : undefined}
    >
      <rect width="48" height="36" fill={art.color} opacity="0.14" />
      <g stroke={ink} strokeWidth="0.9" strokeLinecap="round" strokeLinejoin="round">
        {art.parts.map((part, i) => (
          // Parts are drawn in order and never reordered: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a drawing's parts are a fixed list
          <path key={i} d={part.d} style={{ fill: part.fill }} />
        ))}
        {art.badge && (
          <>
            <circle cx="41" cy="7" r="6" fill="#ffffff" />
            <g transform="translate(35 1)" strokeWidth="0.7">
              {art.badge.map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a badge's parts are a fixed list
                <path key={i} d={part.d} style={{ fill: part.fill }} />
              ))}
            </g>
          </>
        )}
        {text && (
          // A white plate under every label, so it reads on any item colour.
          <rect
            x={text.tag ? text.x : text.x - labelWidth(text.value) / 2}
            y={text.y - 6.2}
            width={labelWidth(text.value)}
            height="8"
            rx="2"
            fill="#ffffff"
          />
        )}
      </g>
      {text && (
        <text
          x={text.tag ? text.x + 1.5 : text.x}
          y={text.y}
          textAnchor={text.tag ? 'start' : 'middle'}
          fontSize="6.5"
          fontWeight="700"
          fill={ink}
          style={{ fontFamily: 'var(--heading-font)' }}
        >
          {text.value}
        </text>
      )}
    </svg>
  )
}
