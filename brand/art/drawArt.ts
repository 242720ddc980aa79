// Turns an art choice from brand data ({ motif, color, badge?, label? }) into the drawing itself: the parts with
// their fills, the badge's parts, and the label with where it goes. This runs when brand data is loaded, so a page's
// payload carries the drawings it shows and the browser draws them without any motif code.
import { type BadgeName, badges } from './badges.ts'
import { type MotifName, motifs } from './motifs.ts'
import { fillColour } from './palette.ts'

export interface DrawnPart {
  d: string
  fill: string
}

export interface Drawing {
  parts: DrawnPart[]
  /** A small sign in a disc at the top right (a plane on a travel card): drawn in a 12×12 box. */
  badge?: DrawnPart[]
  /** A short label: on the object's face where the motif has a spot for one, else in a tag at the top left. */
  text?: { value: string; x: number; y: number; tag: boolean }
}

export interface ArtChoice {
  motif: MotifName
  color: string
  badge?: BadgeName | undefined
  label?: string | undefined
}

/** Where a label goes on a motif without a spot of its own: a tag in the top left corner. */
export const labelTag = { x: 2, y: 9.5 } as const

export function drawArt(choice: ArtChoice): Drawing {
  const motif = motifs[choice.motif]
  const paint = (parts: typeof motif.parts): DrawnPart[] =>
    parts.map(([fill, d]) => ({ d, fill: fillColour(fill, choice.color) }))
  const drawing: Drawing = { parts: paint(motif.parts) }
  if (choice.badge) drawing.badge = paint(badges[choice.badge])
  if (choice.label) {
    const [x, y] = motif.label ?? [labelTag.x, labelTag.y]
    drawing.text = { value: choice.label, x, y, tag: !motif.label }
  }
  return drawing
}

/**
 * What a person sees of a drawing, without its colours: two items whose pictures differ only in tint look alike
 * in a catalog, so colour does not make a picture distinct.
 */
export function pictureKey(drawing: Drawing): string {
  return [
    drawing.parts.map((p) => p.d).join(' '),
    (drawing.badge ?? []).map((p) => p.d).join(' '),
    drawing.text?.value ?? '',
  ].join('|')
}
