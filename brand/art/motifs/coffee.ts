// Coffee as a roaster sells it: beans in a bag, the gear to brew them, subscriptions in a box, mugs and tumblers.
import { type Motif, motif } from '../motif.ts'

export const coffeeMotifs = {
  'coffee-bag': motif([
    ['item', 'M12 8h24l2 25H10z'],
    ['dark', 'M12 4h24v4H12z'],
    ['white', 'M15 14h18v14H15z'],
    ['brown', 'M20 21c0-3 2-5 4-5s4 2 4 5-2 5-4 5-4-2-4-5z'],
    ['none', 'M24 16c-1 3 1 7 0 10'],
  ]),
  'pour-over': motif([
    ['white', 'M12 4h24l-8 12h-8z'],
    ['brown', 'M14 6h20l-1 1.5H15z'],
    ['dark', 'M20 16h8v2h-8z'],
    ['glass', 'M14 18h20l-2 15H16z'],
    ['brown', 'M15 25h18l-1 8H16z'],
    ['none', 'M34 21c4 0 4 8 0 8'],
  ]),
  'gooseneck-kettle': motif([
    ['steel', 'M14 14h20l2 18H12z'],
    ['none', 'M14 20C8 20 6 12 2 8M34 16c4 0 6 4 6 8s-2 6-5 6'],
    ['dark', 'M20 10h8v4h-8zM22 7h4v3h-4z'],
    ['item', 'M12 30h24v3H12z'],
  ]),
  'burr-grinder': motif([
    ['glass', 'M16 2h16l-2 10H18z'],
    ['brown', 'M18 6h12l-1 6H19z'],
    ['item', 'M14 12h20v20H14z'],
    ['dark', 'M18 22h12v8H18z'],
    ['steel', 'M27 16a2 2 0 1 0 .1 0z'],
  ]),
  'french-press': motif([
    ['none', 'M24 2v6'],
    ['dark', 'M22 1h4v2h-4z'],
    ['steel', 'M14 8h20v3H14z'],
    ['glass', 'M15 11h18v20H15z'],
    ['brown', 'M15 18h18v13H15z'],
    ['none', 'M33 14c5 0 5 12 0 12'],
    ['steel', 'M13 31h22v2H13z'],
  ]),
  'shipping-box': motif(
    [
      ['tan', 'M6 14h36v19H6z'],
      ['wood', 'M6 14l6-8h24l6 8z'],
      ['item', 'M21 6h6v8h-6zM21 14h6v6h-6z'],
    ],
    [24, 29],
  ),
  'gift-box': motif(
    [
      ['item', 'M8 16h32v17H8z'],
      ['item', 'M6 11h36v5H6z'],
      ['white', 'M22 11h4v22h-4z'],
      ['yellow', 'M24 11c-6-8-12-6-8-1zM24 11c6-8 12-6 8-1z'],
    ],
    [15, 28],
  ),
  mug: motif([
    ['item', 'M10 10h22v18c0 3-2 5-5 5H15c-3 0-5-2-5-5z'],
    ['none', 'M32 14h3a5 5 0 0 1 0 10h-3'],
    ['brown', 'M10 10h22v2H10z'],
    ['none', 'M16 7c-1-2 1-3 0-5M22 7c-1-2 1-3 0-5M28 7c-1-2 1-3 0-5'],
  ]),
  'travel-tumbler': motif([
    ['dark', 'M16 3h16v4H16z'],
    ['item', 'M15 7h18l-2 27H17z'],
    ['white', 'M16.3 14h15.4l-.4 6H16.7z'],
  ]),
  'coffee-beans': motif([
    [
      'brown',
      'M8 20c0-6 5-10 10-10s8 4 8 9-5 10-10 10-8-4-8-9zM24 14c0-5 5-9 10-9s8 4 8 8-5 9-10 9-8-4-8-8zM22 28c0-4 4-7 8-7s6 3 6 6-4 7-8 7-6-3-6-6z',
    ],
    ['none', 'M14 12c3 4 1 10 4 16M30 6c3 3 1 10 3 15M26 23c3 2 2 6 4 10'],
  ]),
} satisfies Record<string, Motif>
