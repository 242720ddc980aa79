// Restaurant food and drink: what a quick-service menu and a ship's bars and dining rooms sell.
import { type Motif, type MotifPart, motif } from '../motif.ts'
import { placePath } from '../placePath.ts'

const place = (parts: readonly MotifPart[], at: { dx?: number; dy?: number; s?: number }): MotifPart[] =>
  parts.map(([fill, d]) => [fill, placePath(d, at)])

/** Fried chicken heaped above the rim, two drumsticks with their bones showing: what makes a bucket a meal. */
const chickenHeap: MotifPart[] = [
  ['gold', 'M10 14c-1.5-3 .5-6.5 4-6.2 1.2-2.8 5.2-3 6.7-.5.8-3 5.3-3.6 7-1 2.2-1.8 6-.6 6.3 2.4 3 .2 4.4 3 4 5.3z'],
  ['crust', 'M15 14c-3-1-4.5-4.8-2.6-7 1.8-1.8 4.2-.4 5.2 1.8 1 2 .8 4.2-.4 5.2z'],
  ['cream', 'M12.6 7.6 10.8 4.9a1.3 1.3 0 1 1 1.7-1.1 1.3 1.3 0 1 1 .9 1.9l1.1 2z'],
  ['crust', 'M33 14c3-1 4.5-4.8 2.6-7-1.8-1.8-4.2-.4-5.2 1.8-1 2-.8 4.2.4 5.2z'],
  ['cream', 'M35.4 7.6l1.8-2.7a1.3 1.3 0 1 0-1.7-1.1 1.3 1.3 0 1 0-.9 1.9l-1.1 2z'],
  ['crust', 'M19.5 10.5h.1M22 9h.1M26.5 9.5h.1M29 11h.1M24 12h.1M20 13h.1'],
]

/** A tapered paper bucket in red and white stripes, with a band where the label or logo sits. */
const stripedBucket: MotifPart[] = [
  ['white', 'M9 14h30l-3 20H12z'],
  ['item', 'M9 14h5l1.4 20H12zM21.6 14h4.8l-.3 20h-4.2zM34 14h5l-3 20h-3.4z'],
  ['item', 'M8 12h32v3.2H8z'],
  ['white', 'M15.5 21h17v7h-17z'],
]

const chickenBucket = motif([...chickenHeap, ...stripedBucket], [24, 27])

const biscuit: MotifPart[] = [
  ['gold', 'M2 29c0-3 3-4.5 6-4.5s6 1.5 6 4.5v2.5H2z'],
  ['cream', 'M2 29.5h12v1.5H2z'],
]

const sideCup: MotifPart[] = [
  ['cream', 'M33 20c1-2.5 9-2.5 10 0z'],
  ['white', 'M32.5 20h11l-1.2 12.5h-8.6z'],
  ['item', 'M33.2 25h9.6l-.3 3.5h-9z'],
]

const familyMeal = motif(
  [
    ...place([...chickenHeap, ...stripedBucket], { dx: 1, dy: 4, s: 0.8 }),
    ['white', 'M14 19.5h13v7.5H14z'],
    ...sideCup,
    ...place(biscuit, { dx: 0, dy: 2 }),
  ],
  [20.5, 25.6],
)

const chickenSandwich = motif([
  ['gold', 'M7 17c0-7 8-11 17-11s17 4 17 11z'],
  ['cream', 'M14 10.5l1.5.8M21 8.6l1.4.6M28 9l1.3-.6M33 11.5l1.2-.9'],
  ['green', 'M7 18.5c2-1.5 3 .6 5-.6s3 .6 5-.5 3 .6 5-.5 3 .6 5-.5 3 .6 5-.5 3 .6 4 .7l-.3 2H7.3z'],
  ['crust', 'M5.5 20c0-1.4 1-2 2.5-2h32c1.5 0 2.5.6 2.5 2 0 1.5-1 3.5-3 4H8.5c-2-.5-3-2.5-3-4z'],
  ['white', 'M9 24.5h30v1.5H9z'],
  ['gold', 'M7 26h34c0 4-4 6.5-8 6.5H15c-4 0-8-2.5-8-6.5z'],
  ['none', 'M12 21l1.5 1.5M19 20.8l1.5 1.6M27 21l1.5 1.4M34 20.8l1.4 1.6'],
])

const famousBowl = motif([
  ['cream', 'M7 17c1-6 8-8 17-8s16 2 17 8z'],
  ['yellow', 'M12 13.5h.1M15 12.2h.1M30 12.5h.1M34 14h.1M27 11h.1M13.8 15.5h.1'],
  ['gold', 'M18 13.5l3-2.5 3 1.5-1 3-3.5.5zM26 15l2.5-2.6 3 1-.8 3-3 .5z'],
  ['brown', 'M16 16c2-2 5-3 8-2 3-1 6 0 8 2-5 1.5-11 1.5-16 0z'],
  ['white', 'M5 17h38c0 9-7 15-19 15S5 26 5 17z'],
  ['item', 'M6 20h36c-.6 1.6-1.2 2.8-2 4H8c-.8-1.2-1.4-2.4-2-4z'],
])

const tendersCombo = motif([
  ['gold', 'M9 15c-2-4 0-9 3-9s3.5 4 3 9zM15 14c-1-4.5 1.5-9 4.5-8.5s3 5 2 9zM21.5 14.5c.5-4.5 4-8 6.5-7s1.5 5.5-.5 8z'],
  ['none', 'M11 9l1 1M17.5 9l1 1M24.5 10l1 .8'],
  ['item', 'M6 14h24l-2.5 18h-19z'],
  ['white', 'M10 18h16l-.8 6H10.8z'],
  ['white', 'M32 12h10l-1.5 20h-7z'],
  ['item', 'M32.5 17h9l-.4 5h-8.2z'],
  ['none', 'M38 12l2-7 3-1'],
  ['white', 'M31.3 10.5h11.4v2H31.3z'],
])

const potPie = motif([
  ['white', 'M4 22h40l-3 9H7z'],
  ['item', 'M5 24h38l-.7 2H5.7z'],
  ['gold', 'M5 22c0-3 2-5.5 4.5-5.5 1-2 4-3 6-1.6 1.8-2.2 5-2.5 7-1 2-1.6 5.2-1.4 7 .5 2-1.6 5.3-.8 6.5 1.2 2.3-.2 4 1.8 4 4.4z'],
  ['crust', 'M16 18.5l3 1.5M23.5 16.5l1 2.5M31 18l-2.5 1.8'],
  ['green', 'M10.5 20.6a1 1 0 1 0 .1 0M37 20.4a1 1 0 1 0 .1 0'],
])

const macAndCheese = motif([
  ['yellow', 'M10 15c0-4 6-6.5 14-6.5S38 11 38 15z'],
  [
    'orange',
    'M13 12.5q1.5-2 3 0M18 10.5q1.5-2 3 0M24 11.5q1.5-2 3 0M30 10.8q1.5-2 3 0M33.5 13q1.5-2 3 0M20.5 13.8q1.5-2 3 0M27 14q1.5-2 3 0',
  ],
  ['white', 'M9 15h30l-3 17H12z'],
  ['item', 'M9.8 20h28.4l-.7 5H10.5z'],
])

const fries = motif([
  ['yellow', 'M14 16 12 4.5h3L17 16zM18 16l-.5-13h3L21 16zM22 16l1-12.5h3L25 16zM26 16l2.5-11h3L29 16zM30 16l3-9 2.8 1L32.5 16z'],
  ['gold', 'M16 16l-.5-9h2.6l.4 9zM24 16l.4-8.5h2.6L26.5 16z'],
  ['item', 'M11 14c4 3 22 3 26 0l-3 19H14z'],
  ['white', 'M18 22c2 1 10 1 12 0l-.5 5c-2 1-9 1-11 0z'],
])

const cakeSlice = motif([
  ['brown', 'M8 22 34 12l6 4v14H8z'],
  ['cream', 'M8 22l26-10 6 4L14 25z'],
  ['cream', 'M8 27h32v2H8z'],
  ['none', 'M15 28h.1M21 31h.1M27 28h.1M33 31h.1M12 31h.1M37 28h.1'],
  ['dark', 'M17 21.5a1 1 0 1 0 .1 0M25 18.5a1 1 0 1 0 .1 0M31 17a1 1 0 1 0 .1 0M22 23a1 1 0 1 0 .1 0'],
])

/** A tall cup with ice, a straw and a lemon wheel on the rim. */
const lemonade = motif([
  ['none', 'M24 8l3-6 4-1'],
  ['glass', 'M13 8h22l-3 25H16z'],
  ['lemon', 'M14 13h20l-2.4 20H16.4z'],
  ['white', 'M17 15h4v4h-4zM25 17h4v4h-4zM20 22h4v4h-4z'],
  ['yellow', 'M30 9a6 6 0 1 1 12 0 6 6 0 1 1-12 0z'],
  ['lemon', 'M31.8 9a4.2 4.2 0 1 1 8.4 0 4.2 4.2 0 1 1-8.4 0z'],
  ['none', 'M36 5v8M32 9h8M33.2 6.2l5.6 5.6M33.2 11.8l5.6-5.6'],
])

const cocktail = motif([
  ['glass', 'M8 6h26L21 19z'],
  ['item', 'M11 8.5h20L21 17.5z'],
  ['none', 'M21 19v11M14 31h14'],
  ['white', 'M14 31h14v1.5H14z'],
  ['green', 'M30 4a3.2 3.2 0 1 1 0 .1z'],
  ['none', 'M25 13l10-10'],
  ['orange', 'M34 9a5 5 0 0 1 8 4h-8z'],
])

const sodaFloat = motif([
  ['none', 'M27 6l3-5 4 0'],
  ['glass', 'M14 6h20l-2 27H16z'],
  ['item', 'M15 12h18l-1.6 21H16.6z'],
  [
    'white',
    'M19 16a1.4 1.4 0 1 0 .1 0M27 19a1.2 1.2 0 1 0 .1 0M22 23a1.6 1.6 0 1 0 .1 0M28 27a1.2 1.2 0 1 0 .1 0M19.5 28a1 1 0 1 0 .1 0M24 14a1 1 0 1 0 .1 0',
  ],
])

const latte = motif([
  ['white', 'M12 10h20l-1.5 22h-17z'],
  ['brown', 'M12.6 16h18.8l-.8 9H13.4z'],
  ['item', 'M11 7h22v3.5H11z'],
  ['none', 'M18 2c-1 1.5 1 2.5 0 4M22 1.5c-1 1.5 1 2.5 0 4M26 2c-1 1.5 1 2.5 0 4'],
])

const steakDinner = motif([
  ['white', 'M4 24a20 8 0 1 0 40 0 20 8 0 1 0-40 0z'],
  ['paper', 'M9 24a15 5.5 0 1 0 30 0 15 5.5 0 1 0-30 0z'],
  ['brown', 'M12 23c0-4 5-7 11-6.5s9 1 10 4c1 3.5-4 6-11 6-6 0-10-1-10-3.5z'],
  ['cream', 'M26 20.5a2.4 2 0 1 0 .1 0z'],
  ['none', 'M15 22l4-3M18 24.5l5-4M22 25.5l4-3'],
  ['green', 'M32 26c1.5-2 4-2.5 5-1-1 2-3 2.5-5 1z'],
  ['steel', 'M41 4v12M38.5 4v5a2.5 2.5 0 0 0 5 0V4'],
])

export const foodMotifs = {
  'chicken-bucket': chickenBucket,
  'family-meal': familyMeal,
  'chicken-sandwich': chickenSandwich,
  'famous-bowl': famousBowl,
  'tenders-combo': tendersCombo,
  'pot-pie': potPie,
  'mac-and-cheese': macAndCheese,
  fries,
  'cake-slice': cakeSlice,
  lemonade,
  cocktail,
  'soda-glass': sodaFloat,
  latte,
  'steak-dinner': steakDinner,
} satisfies Record<string, Motif>
