// Cards, accounts and savings: what banks and card issuers sell, told apart by a card's face and its badge.
import { type Motif, motif } from '../motif.ts'

const cardFace = 'M6 6h36c2 0 3 1 3 3v18c0 2-1 3-3 3H6c-2 0-3-1-3-3V9c0-2 1-3 3-3z'

export const moneyMotifs = {
  'credit-card': motif(
    [
      ['item', cardFace],
      ['yellow', 'M8 12h7v5H8z'],
      ['none', 'M10.3 12v5M12.6 12v5M8 14.5h7'],
      ['white', 'M8 23h4M14 23h4M20 23h4'],
    ],
    [34, 26.8],
  ),
  'metal-card': motif(
    [
      ['dark', cardFace],
      ['item', 'M3 10h42v2H3z'],
      ['steel', 'M8 15h7v5H8z'],
      ['white', 'M8 25h4M14 25h4M20 25h4'],
    ],
    [34, 26.8],
  ),
  'debit-card': motif(
    [
      ['item', cardFace],
      ['black', 'M3 10h42v4H3z'],
      ['white', 'M8 18h22v3H8z'],
      ['yellow', 'M34 17a3 3 0 1 0 .1 0z'],
    ],
    [34, 26.8],
  ),
  'gift-card': motif(
    [
      ['item', cardFace],
      ['white', 'M3 16h42v3H3zM28 6h3v24h-3z'],
      ['white', 'M29.5 17.5c-4-6-10-4-6-1zM29.5 17.5c4-6 10-4 6-1z'],
    ],
    [14, 13],
  ),
  'gift-envelope': motif(
    [
      ['white', 'M4 10h40v22H4z'],
      ['none', 'M4 10l20 13 20-13'],
      ['item', 'M10 2h28v14l-14 7-14-7z'],
      ['white', 'M17 10h14'],
    ],
    [24, 9],
  ),
  'piggy-bank': motif([
    ['yellow', 'M20 10h6v2h-6z'],
    ['item', 'M10 20c0-7 6-11 14-11 5 0 9 2 11 5l5-2-1 5c1 1 2 3 2 5l3 1v4l-3 1c-1 2-3 4-5 5v3h-5v-2h-8v2h-5v-4c-5-3-8-6-8-12z'],
    ['dark', 'M35 19a1 1 0 1 0 .1 0z'],
    ['none', 'M10 18c-3 0-4 2-3 4'],
  ]),
  certificate: motif([
    ['cream', 'M6 4h36v24H6z'],
    ['none', 'M12 10h24M12 14h24M12 18h14'],
    ['item', 'M32 22a5 5 0 1 0 .1 0z'],
    ['item', 'M30 26l-2 8 4-2 4 2-2-8'],
  ]),
  checkbook: motif(
    [
      ['sky', 'M4 6h40v24H4z'],
      ['none', 'M10 6v24M14 14h24M14 20h16M28 26h10'],
      ['item', 'M4 6h6v24H4z'],
      ['dark', 'M30 21l8-8 2 2-8 8-3 1z'],
    ],
    [20, 12],
  ),
  'money-bag': motif([
    ['item', 'M18 6h12l-3 5h-6z'],
    ['item', 'M21 11h6c8 4 12 10 12 15 0 4-3 7-7 7H16c-4 0-7-3-7-7 0-5 4-11 12-15z'],
    ['dark', 'M19 11h10'],
    ['yellow', 'M23 17h2v12h-2zM27 19c-1-1-7-1-7 2s7 1 7 4-6 2-7 1'],
  ]),
  'bank-building': motif([
    ['item', 'M4 12 24 3l20 9z'],
    ['white', 'M8 14h4v14H8zM16 14h4v14h-4zM28 14h4v14h-4zM36 14h4v14h-4z'],
    ['item', 'M4 12h40v2H4zM3 28h42v4H3z'],
  ]),
  'candlestick-chart': motif([
    ['white', 'M4 4h40v28H4z'],
    ['none', 'M10 8v18M18 12v16M26 6v16M34 10v14'],
    ['green', 'M8.5 12h3v8h-3zM24.5 9h3v8h-3z'],
    ['red', 'M16.5 15h3v8h-3zM32.5 13h3v7h-3z'],
    ['item', 'M6 26l10-6 8 2 16-14'],
  ]),
  'robo-advisor': motif([
    ['none', 'M24 3v4'],
    ['item', 'M24 2a1.5 1.5 0 1 0 .1 0z'],
    ['steel', 'M12 8h24c2 0 3 1 3 3v12c0 2-1 3-3 3H12c-2 0-3-1-3-3V11c0-2 1-3 3-3z'],
    ['white', 'M14 12h20v9H14z'],
    ['item', 'M15 19l5-4 4 2 6-4 3 2'],
    ['dark', 'M6 14h3v6H6zM39 14h3v6h-3zM18 26h12v6H18z'],
  ]),
  'atm-card': motif(
    [
      ['steel', 'M8 2h32v16H8z'],
      ['glass', 'M12 5h24v9H12z'],
      ['dark', 'M14 18h20v2H14z'],
      ['item', 'M16 20h16v14H16z'],
      ['yellow', 'M19 24h5v4h-5z'],
    ],
    [24, 11.5],
  ),
} satisfies Record<string, Motif>
