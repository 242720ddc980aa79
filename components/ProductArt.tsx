// Local SVG art for products, resorts and offers: a tinted tile with the item's motif drawn in its colour.
// Each motif is one small path on a 24×24 grid, so the whole set costs well under a kilobyte gzip.
import type { Art } from '../content/brandSchema.ts'
import type { ArtMotif } from './artMotifs.ts'

const motifPaths: Record<ArtMotif, string> = {
  bucket: 'M5 7h14l-2 14H7zM4 5h16v2H4zM9 9v10M12 9v10M15 9v10',
  burger: 'M4 10a8 5 0 0 1 16 0zM4 12h16v2H4zM5 16h14a2 2 0 0 1-2 3H7a2 2 0 0 1-2-3z',
  drink: 'M6 6h12l-2 15H8zM11 2l2 4M7 10h10',
  car: 'M3 13l2-5h14l2 5v5H3zM6 18v2M18 18v2M7 15h2M15 15h2M6 8l1-3h10l1 3',
  suitcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  bag: 'M5 8h14l-1 13H6zM9 8a3 3 0 0 1 6 0',
  bottle: 'M10 2h4v4l2 3v12H8V9l2-3zM8 13h8',
  phone: 'M7 2h10v20H7zM10 19h4M7 5h10M7 17h10',
  laptop: 'M5 5h14v10H5zM2 17h20l-2 3H4z',
  house: 'M3 11l9-8 9 8v10H3zM10 21v-6h4v6',
  tool: 'M14 3a5 5 0 0 0-4 7l-7 7 3 3 7-7a5 5 0 0 0 7-4l-3 2-3-3z',
  shield: 'M12 2l8 3v6c0 5-4 9-8 11-4-2-8-6-8-11V5zM8 12l3 3 5-6',
  card: 'M2 6h20v12H2zM2 10h20M5 15h5',
  bed: 'M2 18V7M2 13h20v5M22 18v-3M5 13v-3h6v3',
  ticket: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 6v12',
  paw: 'M12 12c3 0 6 4 5 7-1 2-3 1-5 1s-4 1-5-1c-1-3 2-7 5-7zM6 9a2 2 0 1 0 0 .1M18 9a2 2 0 1 0 0 .1M9 5a2 2 0 1 0 0 .1M15 5a2 2 0 1 0 0 .1',
  bowl: 'M2 10h20a10 8 0 0 1-20 0zM8 20h8M8 6c0-2 2-2 2-4M13 6c0-2 2-2 2-4',
  book: 'M4 4h7a2 2 0 0 1 1 2v15a2 2 0 0 0-1-1H4zM20 4h-7a2 2 0 0 0-1 2v15a2 2 0 0 1 1-1h7z',
  shirt: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  boot: 'M7 2h6v11l6 3v5H5v-5l2-2zM5 18h14',
  tent: 'M12 3L2 21h20zM12 3v18M9 21l3-6 3 6',
  ship: 'M2 16h20l-3 5H5zM5 16V11h14v5M8 11V7h8v4M11 7V3h2v4',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 13a10 10 0 0 1 14 0M8 16a5 5 0 0 1 8 0M12 20v.1',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  star: 'M12 2l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z',
  leaf: 'M5 19C5 9 11 4 21 3c-1 10-6 16-16 16zM5 19l9-9',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-5-7-4-5-1M12 9c2-5 7-4 5-1',
  coffee: 'M4 9h13v7a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 11h2a2 2 0 0 1 0 4h-2M8 2v4M12 2v4',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-7',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5M22 9v6',
}

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
        d={motifPaths[art.motif]}
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
