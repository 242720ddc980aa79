// Vehicles seen from the side, facing right: rental classes a person tells apart by their outline (hatchback,
// sedan, fastback, SUV, minivan), and the trucks, trailers and ships of moving, RV and cruise brands.
import { type Motif, type MotifPart, motif } from '../motif.ts'
import { placePath } from '../placePath.ts'

const wheel = (x: number, y = 28, r = 4): MotifPart[] => [
  ['black', `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0 ${r} ${r} 0 1 0-${2 * r} 0z`],
  ['steel', `M${x - r / 2} ${y}a${r / 2} ${r / 2} 0 1 0 ${r} 0 ${r / 2} ${r / 2} 0 1 0-${r} 0z`],
]

/** A car: its body in the item's colour, its windows, a head and a tail light, and two wheels. */
const car = (body: string, windows: string, wheels: [number, number], lights: string, r = 4): Motif =>
  motif(fitWidth([['item', body], ['glass', windows], ['lemon', lights], ...wheel(wheels[0], 28, r), ...wheel(wheels[1], 28, r)]))

/** Long bodies drawn edge to edge are scaled down a little, so their outline is not cut by the tile. */
function fitWidth(parts: MotifPart[]): MotifPart[] {
  const xs = parts.flatMap(([, d]) => [...d.matchAll(/M(-?[\d.]+)/g)].map((m) => Number(m[1])))
  return Math.min(...xs) >= 2.5 ? parts : parts.map(([fill, d]) => [fill, placePath(d, { dx: 1.9, dy: 1.5, s: 0.92 })])
}

export const vehicleMotifs = {
  'car-hatchback': car(
    'M8 28v-6c0-1.5 1-2.6 3-3l4-1 5-6h11c2 0 3 1 3.8 2.5L37 18c2.5.5 4 1.8 4 4v6z',
    'M16.5 17.5l4.2-4.5H25v4.5zM27 13h3.8c.8 0 1.4.4 1.8 1.2l1.5 3.3H27z',
    [15, 34],
    'M38 20h3v2h-3z',
  ),
  'car-compact': car(
    'M6 28v-5.5c0-1.5 1-2.5 2.8-2.7l5.2-.8 5-6h10c1.5 0 2.6.6 3.4 1.7l4 5.1 5 .8c1.4.2 2.6 1 2.6 2.4V28z',
    'M16 18.5l4-4.5h4.5v4.5zM26.5 14h2.5c.8 0 1.4.3 2 1l2.6 3.5h-7.1z',
    [13, 35],
    'M40 21h3v2h-3zM6 21.5h2v2H6z',
  ),
  'car-sedan': car(
    'M3 28v-5c0-1.5 1-2.4 2.8-2.7l7.7-1.3 5.5-5.5c.8-.8 1.8-1.2 3-1.2h9c1.4 0 2.4.5 3.3 1.5l4.7 5.2 5 .8c1.4.3 2 1.2 2 2.6V28z',
    'M15.5 19l4.3-4.6c.3-.3.7-.4 1.2-.4h3.5v5zM26.5 14h4.5c.8 0 1.4.3 2 1l3.2 4h-9.7z',
    [11, 37],
    'M42 21h3v2h-3zM3 21.5h2v2H3z',
  ),
  'car-full-size': car(
    'M2 28v-5.5c0-1.4.8-2.2 2.6-2.5l8.4-1 6-5.6c.8-.8 1.8-1.4 3-1.4h10c1.3 0 2.3.5 3.2 1.4l5.3 5.6 5 .6c1.6.3 2.5 1.2 2.5 2.7V28z',
    'M14.5 19l4.8-4.5c.4-.4.9-.5 1.4-.5h3.8v5zM26 14h4.3v5H26zM32.3 14h.5c.6 0 1.2.2 1.6.7l3.8 4.3h-5.9z',
    [10, 38],
    'M43 21h3v2h-3zM2 21.5h2v2H2z',
  ),
  'car-fastback': car(
    'M3 28v-4.5c0-1.5 1-2.3 3-2.6l8.5-1.4 6.5-5.5c1-.8 2-1.2 3.2-1.2h6.3c1.4 0 2.4.6 3.4 1.7L46 21.5c.8.5 1 1.4 1 2.3V28z',
    'M17 19.3l4.8-4.1c.4-.3.8-.5 1.3-.5h3.4v4.6zM28.5 14.7h2.3c.8 0 1.4.3 1.9.9l3.3 3.7h-7.5z',
    [11, 37],
    'M43 22.5h3.5v1.8H43zM3 22h2v1.8H3z',
  ),
  'car-limousine': car(
    'M1 28v-5c0-1.4.8-2.1 2.5-2.4l9-1.1 5.5-5c.9-.8 2-1.3 3.2-1.3h13c1.3 0 2.3.4 3.2 1.3l4.8 5 3 .5c.6.2.8.8.8 1.6V28z',
    'M13.5 19.5l4.6-4.2c.4-.3.8-.5 1.3-.5h4.3v4.7zM26 14.8h5.5v4.7H26zM33.5 14.8h1c.5 0 1 .2 1.4.6l3.9 4.1h-6.3z',
    [9, 39],
    'M44 21h3v2h-3zM1 21.5h1.8v2H1z',
  ),
  'car-electric': motif([
    ['item', 'M6 28v-6c0-1.6 1-2.6 3-3l5-1 5.5-6c.8-.8 1.8-1.2 3-1.2h9c1.4 0 2.4.6 3.3 1.6L39 18c3 .5 4 2 4 4v6z'],
    ['glass', 'M15.5 18l4.5-4.7c.3-.3.7-.5 1.2-.5h3.6V18zM26.8 12.8h4.2c.8 0 1.4.3 1.9.9l3.2 4.3h-9.3z'],
    ['lemon', 'M40 20h3v2h-3z'],
    ['none', 'M6 23H3.5c-1.5 0-2-1-2-2.5V8'],
    ['steel', 'M.5 5h2v3h-2z'],
    ['yellow', 'M25 19.5l-3 4.5h2.4l-1 3.5 3.6-5h-2.4l.8-3z'],
    ...wheel(14),
    ...wheel(35),
  ]),
  'suv-standard': car(
    'M4 28v-7c0-1.4.8-2.3 2.4-2.6L12 17l4.5-6.3c.6-.8 1.5-1.2 2.5-1.2h15c1.2 0 2 .5 2.6 1.4L41 17l2 .6c1.2.4 2 1.4 2 2.8V28z',
    'M14.2 16.8l3.5-5c.3-.3.6-.5 1-.5H24v5.5zM26 11.3h6.5v5.5H26zM34.5 11.3h.5c.6 0 1 .2 1.3.7l3 4.8h-4.8z',
    [12, 36],
    'M42.5 20h2.5v2.5h-2.5zM4 20h2v2.5H4z',
    4.5,
  ),
  'suv-full-size': motif([
    ['dark', 'M14 7h24v1.5H14z'],
    ['item', 'M2 28v-8c0-1.3.7-2 2-2.3L10 16.5l4-6.5c.6-.8 1.3-1.2 2.3-1.2h22c1.2 0 2 .6 2.4 1.6l3 6.8 1.5.4c.6.2.8.8.8 1.6V28z'],
    ['glass', 'M12 16.3l3.4-5.5c.2-.3.5-.5.9-.5H21v6zM23 10.3h6.5v6H23zM31.5 10.3h6.5v6h-6.5zM40 10.3c.4 0 .7.2.9.6l2.4 5.4H40z'],
    ['lemon', 'M44 19.5h2v2.5h-2zM2 20h1.5v2.5H2z'],
    ...wheel(11, 28, 4.5),
    ...wheel(37, 28, 4.5),
  ]),
  minivan: motif([
    ['item', 'M3 28v-8c0-1.2.6-2 1.8-2.4L9 16l6-6.5c.7-.7 1.6-1.1 2.6-1.1H41c1.6 0 2.7 1.1 3 2.7l1 7V28z'],
    ['glass', 'M11 15.8l5.4-5.6c.3-.3.7-.5 1.1-.5H22v6.1zM24 9.7h8v6.1h-8zM34 9.7h7c.6 0 1 .4 1.1 1l.8 5.1H34z'],
    ['none', 'M23 16v10M33 16v10M24 19h2'],
    ['lemon', 'M3 20h2v2.5H3zM43.5 19.5H45V22h-1.5z'],
    ...wheel(11),
    ...wheel(38),
  ]),
  pickup: motif([
    ['item', 'M3 28v-7c0-1.3.8-2 2-2.2L11 18l4-6.5c.6-.9 1.4-1.3 2.4-1.3H24V19h21v9z'],
    ['glass', 'M13 17.8l3.8-5.8c.2-.3.5-.4.9-.4H22v6.2z'],
    ['dark', 'M25 19h20v1.5H25z'],
    ['lemon', 'M3 20.5h2V23H3z'],
    ...wheel(11),
    ...wheel(36),
  ]),
  'tow-truck': motif([
    ['item', 'M25 28V13c0-1 .8-1.8 1.8-1.8H35c1 0 1.8.4 2.4 1.2L42 19c.6.8 1 1.6 1 2.6V28z'],
    ['glass', 'M29 13.5h5.8l4.5 6.3H29z'],
    ['dark', 'M3 23h22v5H3z'],
    ['none', 'M22 23 10 10h3l10 13M10 10 6 18'],
    ['steel', 'M5.5 17h2l-.5 3c0 1-1 1.5-1.5.5z'],
    ['orange', 'M30 9.5h6v1.7h-6z'],
    ...wheel(10, 29, 3.8),
    ...wheel(35, 29, 3.8),
  ]),
  'moving-truck': motif([
    ['white', 'M2 6h28v21H2z'],
    ['item', 'M2 13h28v5H2z'],
    ['item', 'M31 27V13c0-1 .7-1.7 1.7-1.7h5c1 0 1.7.4 2.2 1.2l4 6c.6.8 1.1 1.8 1.1 2.8V27z'],
    ['glass', 'M34 13.5h4l3.6 5.5H34z'],
    ['dark', 'M1 26h45v2.5H1z'],
    ...wheel(9, 29, 3.6),
    ...wheel(22, 29, 3.6),
    ...wheel(38, 29, 3.6),
  ]),
  'junk-truck': motif([
    ['wood', 'M5 14l6-4 3 4zM13 9h5v5h-5z'],
    ['brown', 'M18 14V6h6v8z'],
    ['grey', 'M4 14l6-8 1 8zM21 9l5-3 3 8h-8z'],
    ['item', 'M2 14h28v13H2z'],
    ['item', 'M31 27V16c0-1 .7-1.7 1.7-1.7h5c1 0 1.7.4 2.2 1.2l4 5c.6.8 1.1 1.8 1.1 2.8V27z'],
    ['glass', 'M34 16.5h4l3.4 4.5H34z'],
    ['dark', 'M1 26h45v2.5H1z'],
    ...wheel(9, 29, 3.6),
    ...wheel(38, 29, 3.6),
  ]),
  'travel-trailer': motif([
    ['white', 'M6 26V12c0-3 2-5 5-5h24c4 0 7 3 7 7v12z'],
    ['item', 'M6 17h36v4H6z'],
    ['glass', 'M10 10h8v5h-8zM30 10h8v5h-8z'],
    ['paper', 'M21 10h6v14h-6z'],
    ['none', 'M42 24h4'],
    ['dark', 'M45 22h2v3h-2z'],
    ...wheel(17, 28, 3.6),
  ]),
  'cruise-ship': motif([
    ['white', 'M12 18V12h20v6z'],
    ['item', 'M27 6h5v6h-5z'],
    ['white', 'M7 18h33l4 5H4z'],
    ['navy', 'M3 23h42l-5 9H8z'],
    [
      'glass',
      'M14 14h2v2h-2zM18 14h2v2h-2zM22 14h2v2h-2zM10 20h2v1.5h-2zM14 20h2v1.5h-2zM18 20h2v1.5h-2zM22 20h2v1.5h-2zM26 20h2v1.5h-2zM30 20h2v1.5h-2zM34 20h2v1.5h-2z',
    ],
    ['water', 'M0 33c4-2 8 2 12 0s8 2 12 0 8 2 12 0 8 2 12 0v3H0z'],
  ]),
} satisfies Record<string, Motif>
