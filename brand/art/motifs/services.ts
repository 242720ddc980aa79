// Help around the house: cleaning, repairs, yard work and moving, each shown by the tool that does it.
import { type Motif, motif } from '../motif.ts'

export const serviceMotifs = {
  'spray-bottle': motif([
    ['item', 'M14 4h12l4 4h-4v4H16z'],
    ['white', 'M17 12h8v4h-8z'],
    ['water', 'M15 16h12c2 3 3 6 3 9v8H12v-8c0-3 1-6 3-9z'],
    ['white', 'M16 22h10v6H16z'],
    ['sky', 'M32 6h.1M35 4h.1M35 8h.1M38 6h.1M38 2h.1M38 10h.1'],
  ]),
  'mop-bucket': motif([
    ['none', 'M28 2 20 22'],
    ['yellow', 'M16 20l8 2-2 6-8-3z'],
    ['item', 'M8 20h32l-3 13H11z'],
    ['water', 'M9 20h30v2H9z'],
    ['none', 'M8 20c0-8 32-8 32 0'],
    ['sky', 'M40 8l1-3 1 3 3 1-3 1-1 3-1-3-3-1z'],
  ]),
  'moving-boxes': motif([
    ['tan', 'M4 18h18v15H4zM22 18h18v15H22zM12 5h18v13H12z'],
    ['wood', 'M11 18v5M29 18v5M19 5v5'],
    ['item', 'M14 26h6v2h-6zM32 26h6v2h-6z'],
    ['none', 'M40 33l4-20M44 13l3 1'],
  ]),
  'hammer-wrench': motif([
    ['wood', 'M8 30 26 12l3 3-18 18z'],
    ['dark', 'M22 6l8-2 8 8-2 8-4-4-4 2-4-4 2-4z'],
    ['steel', 'M40 6a6 6 0 0 0-8 7L14 31a2 2 0 0 0 3 3l18-18a6 6 0 0 0 7-8l-3 3-3-1-1-3z'],
  ]),
  'flatpack-assembly': motif([
    ['wood', 'M8 4h22v28H8z'],
    ['white', 'M11 8h16v6H11zM11 17h16v6H11zM11 26h16v4H11z'],
    ['none', 'M17 11h4M17 20h4'],
    ['steel', 'M34 8h4v16h8v3H34z'],
  ]),
  'leaf-rake': motif([
    ['wood', 'M24 2h2v18h-2z'],
    ['steel', 'M14 18h22l-2 4H16z'],
    ['none', 'M16 22l-4 8M20 22l-2 8M24 22v8M28 22l2 8M32 22l4 8'],
    ['orange', 'M4 28c0-4 4-6 7-5-1 4-4 6-7 5zM38 30c2-4 6-4 8-2-2 3-5 4-8 2z'],
    ['red', 'M40 14c1-3 5-3 6-1-1 3-4 3-6 1z'],
  ]),
  'gutter-ladder': motif([
    ['item', 'M2 14 20 4l18 10z'],
    ['white', 'M6 14h28v20H6z'],
    ['steel', 'M4 14h32v3H4z'],
    ['none', 'M34 17v17'],
    ['steel', 'M40 8l-6 26M46 8l-6 26M39 12h6M38 18h6M36.5 24h6M35 30h6'],
    ['green', 'M10 13l2-3 2 3M24 13l2-3 2 3'],
  ]),
  'hand-truck': motif([
    ['tan', 'M16 6h16v12H16zM14 18h20v12H14z'],
    ['none', 'M20 12h8M19 24h10'],
    ['dark', 'M10 2h2v28h22v2H10z'],
    ['black', 'M8 31a3 3 0 1 0 6 0 3 3 0 1 0-6 0z'],
  ]),
  'protection-shield': motif([
    ['item', 'M24 3l16 5v9c0 8-7 14-16 17C15 31 8 25 8 17V8z'],
    ['white', 'M24 7l12 4v6c0 6-5 11-12 13-7-2-12-7-12-13v-6z'],
    ['green', 'M17 18l2.5-2.5 3 3 7-7L32 14l-9.5 9.5z'],
  ]),
  'umbrella-cover': motif([
    ['item', 'M4 16a20 13 0 0 1 40 0c-3-2-7-2-10 0-3-2-7-2-10 0-3-2-7-2-10 0-3-2-7-2-10 0z'],
    ['none', 'M24 16v2M24 3v1'],
    ['white', 'M12 26c0-2 2-4 4-4h16c2 0 4 2 4 4v4H12z'],
    ['glass', 'M17 23h6v3h-6zM25 23h6v3h-6z'],
    ['black', 'M14 31a2 2 0 1 0 4 0 2 2 0 1 0-4 0zM30 31a2 2 0 1 0 4 0 2 2 0 1 0-4 0z'],
  ]),
} satisfies Record<string, Motif>
