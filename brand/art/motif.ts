// The shape of one picture in the art vocabulary: parts drawn in order on a 48×36 canvas, each a path with its fill,
// and where a short label fits on the object (the "12" on a bucket, the "$50" on a gift card).
import type { PartFill } from './palette.ts'

export type MotifPart = readonly [fill: PartFill, d: string]

export interface Motif {
  parts: readonly MotifPart[]
  /** Centre of the label's baseline on the object's face; without one a label sits in a tag at the top left. */
  label?: readonly [x: number, y: number]
}

/** Shorthand for writing motifs: parts first, then an optional label spot. */
export const motif = (parts: readonly MotifPart[], label?: readonly [number, number]): Motif =>
  label ? { parts, label } : { parts }
