// Degrees and programmes: a nursing, medical, veterinary or business course told by the tool of its trade.
import { type Motif, motif } from '../motif.ts'

export const learningMotifs = {
  'graduation-cap': motif([
    ['item', 'M2 14 24 5l22 9-22 9z'],
    ['item', 'M11 18v8c6 5 20 5 26 0v-8l-13 5z'],
    ['none', 'M42 15v10'],
    ['yellow', 'M41 25h2l1 4h-4z'],
  ]),
  stethoscope: motif([
    ['none', 'M12 4v10a8 8 0 0 0 16 0V4M20 22v4a8 8 0 0 0 16 0v-6'],
    ['steel', 'M10 3h4v3h-4zM26 3h4v3h-4z'],
    ['item', 'M32 16a4 4 0 1 0 8 0 4 4 0 1 0-8 0z'],
    ['white', 'M34.5 16a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z'],
  ]),
  'medical-bag': motif([
    ['none', 'M18 10V6h12v4'],
    ['item', 'M6 12c0-1.5 1-2.5 2.5-2.5h31c1.5 0 2.5 1 2.5 2.5v18c0 1.5-1 2.5-2.5 2.5h-31C7 32.5 6 31.5 6 30z'],
    ['white', 'M21 14h6v5h5v6h-5v5h-6v-5h-5v-6h5z'],
  ]),
  microscope: motif([
    ['dark', 'M10 31h26v3H10z'],
    ['item', 'M28 31c6-4 6-14 0-18l-2 3c4 3 4 9 0 13z'],
    ['item', 'M14 22h14v3H14z'],
    ['item', 'M16 4l6-2 6 15-6 2z'],
    ['dark', 'M19 18l6-2 1.5 3.5-6 2z'],
    ['steel', 'M15 2.5l5-2 1 2.5-5 2z'],
  ]),
  'lab-flask': motif([
    ['glass', 'M19 3h10v10l10 17c1 2 0 3-2 3H11c-2 0-3-1-2-3l10-17z'],
    ['item', 'M14 21h20l5 9c.6 1.5 0 3-2 3H11c-2 0-2.6-1.5-2-3z'],
    ['white', 'M20 26a1.5 1.5 0 1 0 .1 0M27 28a1 1 0 1 0 .1 0M24 23a1 1 0 1 0 .1 0'],
    ['none', 'M17 3h14'],
  ]),
  'vet-paw': motif([
    ['white', 'M8 4h32v28H8z'],
    [
      'item',
      'M24 17c4 0 7 5 6 8-1 2-4 1-6 1s-5 1-6-1c-1-3 2-8 6-8zM16 15a2.5 3 0 1 0 .1 0zM32 15a2.5 3 0 1 0 .1 0zM20 9a2.5 3 0 1 0 .1 0zM28 9a2.5 3 0 1 0 .1 0z',
    ],
  ]),
  briefcase: motif([
    ['none', 'M18 10V6h12v4'],
    ['item', 'M5 10h38v22H5z'],
    ['dark', 'M5 18h38v2H5z'],
    ['yellow', 'M21 17h6v4h-6z'],
  ]),
  'helping-hands': motif([
    ['red', 'M24 16s-8-5-8-10a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 5-8 10-8 10z'],
    ['skin', 'M4 24c4-3 10-3 14 0h8c2 0 2 3 0 3h-7l9 1 12-6c2-1 4 1 2 3L30 32H4z'],
  ]),
  brain: motif([
    [
      'pink',
      'M24 6c-3-3-9-2-10 2-4 0-7 4-5 8-3 2-2 7 1 8 0 4 4 6 7 5 2 3 6 3 7 0 1 3 5 3 7 0 3 1 7-1 7-5 3-1 4-6 1-8 2-4-1-8-5-8-1-4-7-5-10-2z',
    ],
    ['none', 'M24 6v23M17 12c2 1 3 3 2 5M31 12c-2 1-3 3-2 5M14 20c2 0 4 1 4 3M34 20c-2 0-4 1-4 3'],
  ]),
  diploma: motif([
    ['cream', 'M8 10h30v16H8z'],
    ['cream', 'M5 8a3 3 0 0 1 6 0v18a3 3 0 0 1-6 0zM35 8a3 3 0 0 1 6 0v18a3 3 0 0 1-6 0z'],
    ['item', 'M20 10h6v16h-6z'],
    ['red', 'M26 22l3 10-3-2-3 2z'],
  ]),
  clipboard: motif([
    ['wood', 'M11 5h26v28H11z'],
    ['white', 'M14 9h20v21H14z'],
    ['steel', 'M19 3h10v5H19z'],
    ['none', 'M17 14h14M17 18h14M17 22h10'],
    ['item', 'M26 24h6v2h-6z'],
  ]),
} satisfies Record<string, Motif>
