// Pet food and care: bags with the animal they feed on the front, cans, treats and a starter box.
import { type Motif, motif } from '../motif.ts'

const bag = 'M9 6h30l1 4v20c0 2-1 3-3 3H11c-2 0-3-1-3-3V10z'
/** The crimped seal along the top that makes a bag read as a bag. */
const crimp = 'M9 6l2.5-3L14 6l2.5-3L19 6l2.5-3L24 6l2.5-3L29 6l2.5-3L34 6l2.5-3L39 6z'

export const petMotifs = {
  'dog-food-bag': motif([
    ['item', bag],
    ['white', 'M12 12h24v17H12z'],
    ['wood', 'M17 18c0-4 3-6 7-6s7 2 7 6v5c0 3-3 5-7 5s-7-2-7-5z'],
    ['brown', 'M17 16c-3 0-4 5-2 8l2-1zM31 16c3 0 4 5 2 8l-2-1z'],
    ['black', 'M22 24h4l-2 2zM21 19h.1M27 19h.1'],
    ['item', crimp],
  ]),
  'cat-food-bag': motif([
    ['item', bag],
    ['white', 'M12 12h24v17H12z'],
    ['orange', 'M17 14l3 4h8l3-4v10c0 3-3 4-7 4s-7-1-7-4z'],
    ['black', 'M23 23h2l-1 1.2zM21 20h.1M27 20h.1M18 24l-3-.5M30 24l3-.5M18 25.5l-3 .8M30 25.5l3 .8'],
    ['item', crimp],
  ]),
  'pet-food-cans': motif([
    ['steel', 'M6 22a8 2.5 0 1 0 16 0 8 2.5 0 1 0-16 0z'],
    ['item', 'M6 22h16v9c0 1.5-3.5 2.5-8 2.5S6 32.5 6 31z'],
    ['steel', 'M26 22a8 2.5 0 1 0 16 0 8 2.5 0 1 0-16 0z'],
    ['accent', 'M26 22h16v9c0 1.5-3.5 2.5-8 2.5S26 32.5 26 31z'],
    ['steel', 'M16 10a8 2.5 0 1 0 16 0 8 2.5 0 1 0-16 0z'],
    ['yellow', 'M16 10h16v7c0 1.5-3.5 2.5-8 2.5S16 18.5 16 17z'],
    ['none', 'M20 9.5h8'],
  ]),
  'bacon-treats': motif([
    ['item', 'M10 4h28v28H10z'],
    ['red', 'M6 14c4-3 8 3 12 0s8 3 12 0 8 3 12 0v5c-4 3-8-3-12 0s-8-3-12 0-8-3-12 0z'],
    ['pink', 'M6 16.5c4-3 8 3 12 0s8 3 12 0 8 3 12 0'],
    ['red', 'M8 22c4-3 8 3 12 0s8 3 12 0 8 3 12 0v5c-4 3-8-3-12 0s-8-3-12 0-8-3-12 0z'],
  ]),
  'dental-chew': motif([
    ['green', 'M6 14c-3 0-3-6 0-6 1-3 6-2 5 1l26 2c0-3 5-4 5-1 3 0 3 6 0 6 1 3-4 4-5 1L11 19c0 3-5 4-5 1 0 0 0-3 0-6z'],
    ['none', 'M14 11v6M19 11.5v6M24 12v6M29 12.5v6M34 13v5'],
  ]),
  'treat-canister': motif([
    ['item', 'M12 8h24v24H12z'],
    ['dark', 'M11 4h26v5H11z'],
    ['white', 'M15 14h18v12H15z'],
    ['orange', 'M17 18l2-2 2 2-2 2zM25 17h3v3h-3zM21 22a1.5 1.5 0 1 0 .1 0zM29 22l2 2-2 1z'],
  ]),
  'starter-box': motif([
    ['tan', 'M6 14h36v18H6z'],
    ['wood', 'M6 14l4-6h36l-4 6z'],
    ['item', 'M10 18h14v10H10z'],
    ['white', 'M14 22a1.2 1.2 0 1 0 .1 0M20 22a1.2 1.2 0 1 0 .1 0M17 25a2 2 0 1 0 .1 0'],
    ['steel', 'M28 22a6 3 0 0 0 12 0z'],
    ['red', 'M30 6c-2-5 6-5 4 0M34 6c2-5 8-3 3 1'],
  ]),
} satisfies Record<string, Motif>
