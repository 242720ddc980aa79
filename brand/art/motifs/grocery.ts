// Groceries as a shopper finds them on the shelf: fruit, dairy, bakery, pantry and drinks.
import { type Motif, motif } from '../motif.ts'

const bananas = motif([
  ['yellow', 'M8 14c4 12 20 17 32 9-1 5-9 10-18 9S6 24 8 14z'],
  ['yellow', 'M10 11c3 11 18 15 29 8 0 4-7 8-15 7S8 20 10 11z'],
  ['lemon', 'M12 8c3 10 16 13 26 7-1 4-7 7-14 6S10 16 12 8z'],
  ['brown', 'M10.5 6.5l2.5-1 .8 3-2.4 1zM38.5 14.5l2.5 1.5-1 1.5-2.2-1.4zM40 22l2.5.5-.5 2-2.4-.6z'],
])

const applesBag = motif([
  ['glass', 'M9 10h30l2 23H7z'],
  [
    'red',
    'M13 22c1.5-1 4.5-1 5.5.5 1-1.5 4-1.5 5.5-.5 1.6 1.4 1.6 4.5.3 6.8-1.3 2.4-3.5 3.2-5.8 2.2-2.3 1-4.5.2-5.8-2.2-1.3-2.3-1.3-5.4-.2-6.8z',
  ],
  [
    'red',
    'M25 20c1.5-1 4.5-1 5.5.5 1-1.5 4-1.5 5.5-.5 1.6 1.4 1.6 4.5.3 6.8-1.3 2.4-3.5 3.2-5.8 2.2-2.3 1-4.5.2-5.8-2.2-1.3-2.3-1.3-5.4-.2-6.8z',
  ],
  [
    'red',
    'M18 12.5c1.5-1 4.5-1 5.5.5 1-1.5 4-1.5 5.5-.5 1.6 1.4 1.6 4.5.3 6.8-1.3 2.4-3.5 3.2-5.8 2.2-2.3 1-4.5.2-5.8-2.2-1.3-2.3-1.3-5.4-.2-6.8z',
  ],
  [
    'green',
    'M23.5 13c.3-2 1.5-3 3.3-3.2-.3 1.7-1.5 2.8-3.3 3.2zM18.5 22.5c.3-2 1.5-3 3.3-3.2-.3 1.7-1.5 2.8-3.3 3.2zM30.5 20.5c.3-2 1.5-3 3.3-3.2-.3 1.7-1.5 2.8-3.3 3.2z',
  ],
  ['item', 'M18 4h12l-2 6h-8z'],
])

const avocado = (x: number) => `M${x} 8c3 0 4.5 3 5 6 .5 3 4 5 4 10 0 4.5-4 8-9 8s-9-3.5-9-8c0-5 3.5-7 4-10 .5-3 2-6 5-6z`
const avocados = motif([
  ['leaf', avocado(15)],
  ['leaf', avocado(33)],
  ['green', 'M24 13c3 0 4.5 3 5 6 .5 3 4 5 4 10 0 3-1 4-9 4s-9-1-9-4c0-5 3.5-7 4-10 .5-3 2-6 5-6z'],
  ['lemon', 'M24 16c2 0 3 2 3.4 4 .4 2 3 3.5 3 7 0 3-3 4.5-6.4 4.5s-6.4-1.5-6.4-4.5c0-3.5 2.6-5 3-7 .4-2 1.4-4 3.4-4z'],
  ['brown', 'M20.6 26.5a3.4 3.6 0 1 0 6.8 0 3.4 3.6 0 1 0-6.8 0z'],
])

const milkJug = motif([
  ['white', 'M18 10h10l3 5h2.5c2 0 3 1 3 3v13c0 1.5-1 2-2.5 2H14c-1.5 0-2.5-.5-2.5-2V17c0-3 2-5 3.5-7z'],
  ['none', 'M30 17h3.5v8H30'],
  ['item', 'M18 5h10v5H18z'],
  ['item', 'M11.5 21h25v7h-25z'],
  ['white', 'M15 22.5h10v4H15z'],
])

const yogurtTub = motif([
  ['white', 'M10 12h28l-3 20H13z'],
  ['item', 'M10.6 16h26.8l-.9 6H11.5z'],
  ['steel', 'M8 9h32v3.5H8z'],
  ['white', 'M17 24h14v5H17z'],
])

const sourdough = motif([
  ['wood', 'M5 24c0-8 8-14 19-14s19 6 19 14c0 5-4 8-8 8H13c-4 0-8-3-8-8z'],
  ['cream', 'M13 17c3-2 6-1 8 1M21 14c3-2 6-1 8 1M29 17c3-2 6-1 8 1'],
  ['none', 'M9 26c8 2 22 2 30 0'],
])

const croissant = motif([
  ['gold', 'M5 24c2-5 5-6 7-5l3-7c3-4 15-4 18 0l3 7c2-1 5 0 7 5-3 2-6 2-8 1l-2 3c-5 2-13 2-18 0l-2-3c-2 1-5 1-8-1z'],
  ['crust', 'M15 12c1 4 1 10 0 16M20 10.5c.5 5 .5 13 0 18.5M28 10.5c-.5 5-.5 13 0 18.5M33 12c-1 4-1 10 0 16'],
])

const spaghetti = motif([
  ['glass', 'M6 14h36v12H6z'],
  ['yellow', 'M6 15.5h36M6 17.5h36M6 19.5h36M6 21.5h36M6 23.5h36'],
  ['item', 'M6 11h10v18H6zM32 11h10v18H32z'],
  ['white', 'M34 16h6v8h-6z'],
])

const jar = motif(
  [
    ['item', 'M15 5h18v6H15z'],
    ['glass', 'M13 11h22c1.5 0 2.5 1 2.5 2.5v16c0 2-1 3-3 3h-21c-2 0-3-1-3-3v-16c0-1.5 1-2.5 2.5-2.5z'],
    ['wood', 'M13 14h22c1.4 0 2.2.6 2.3 1.5v14c0 1.8-.9 2.6-2.8 2.6H13.5c-1.9 0-2.8-.8-2.8-2.6V15.5c.1-.9.9-1.5 2.3-1.5z'],
    ['white', 'M15 18h18v9H15z'],
    ['brown', 'M21 21c1-1.5 3-1.5 3 .5 0-2 2-2 3-.5.6 1.2-.4 3-3 3s-3.6-1.8-3-3z'],
  ],
  [24, 25.5],
)

const can = (x: number, y: number) => `M${x} ${y}h8v12h-8z`
const canPack = motif([
  ['steel', 'M12 4.5h8v3h-8zM20 4.5h8v3h-8zM28 4.5h8v3h-8z'],
  ['water', `${can(12, 6)}${can(20, 6)}${can(28, 6)}`],
  ['item', 'M6 14h36v18H6z'],
  ['none', 'M6 19h36'],
  ['sky', 'M11 22a2 2 0 1 0 .1 0M16 25a1.5 1.5 0 1 0 .1 0M33 23a1.8 1.8 0 1 0 .1 0M37 27a1.4 1.4 0 1 0 .1 0'],
  ['white', 'M19 21h10v8H19z'],
])

const juiceCarton = motif([
  ['white', 'M14 12l5-6h12l5 6v21H14z'],
  ['item', 'M14 12l5-6h12l-5 6z'],
  ['item', 'M23 3h5v3h-5z'],
  ['orange', 'M18 22a6 6 0 1 1 12 0 6 6 0 1 1-12 0z'],
  ['lemon', 'M20 22a4 4 0 1 1 8 0 4 4 0 1 1-8 0z'],
  ['none', 'M24 18v8M20 22h8M21.2 19.2l5.6 5.6M21.2 24.8l5.6-5.6'],
  ['green', 'M26 15c1-2 3-2.5 4.5-2-1 1.6-2.5 2.2-4.5 2z'],
  ['none', 'M26 12v21'],
])

export const groceryMotifs = {
  bananas,
  'apples-bag': applesBag,
  avocados,
  'milk-jug': milkJug,
  'egg-carton': motif([
    ['item', 'M6 4h36l-2 12H8z'],
    ['white', 'M15 7h18v5H15z'],
    [
      'cream',
      'M8 19a4 4.5 0 1 0 8 0 4 4.5 0 1 0-8 0zM16 19a4 4.5 0 1 0 8 0 4 4.5 0 1 0-8 0zM24 19a4 4.5 0 1 0 8 0 4 4.5 0 1 0-8 0zM32 19a4 4.5 0 1 0 8 0 4 4.5 0 1 0-8 0z',
    ],
    ['tan', 'M4 20h40l-3 12H7z'],
    ['none', 'M12 20l1 12M20 20v12M28 20v12M36 20l-1 12'],
  ]),
  'yogurt-tub': yogurtTub,
  'bread-loaf': sourdough,
  croissant,
  spaghetti,
  jar,
  'can-pack': canPack,
  'juice-carton': juiceCarton,
  'grocery-basket': motif([
    ['yellow', 'M12 14c1-6 6-9 9-7-2 3-5 6-9 7z'],
    ['red', 'M20 13a5 5 0 1 0 10 0 5 5 0 1 0-10 0z'],
    ['green', 'M29 16l6-12 3 1-5 11z'],
    ['orange', 'M30 14a4 4 0 1 0 8 0 4 4 0 1 0-8 0z'],
    ['item', 'M5 15h38l-4 18H9z'],
    ['white', 'M10 19h28M11 24h26M12 29h24'],
    ['none', 'M15 15v18M24 15v18M33 15v18'],
  ]),
} satisfies Record<string, Motif>
