// The colours a picture is painted in. A part names a colour instead of spelling it, so every picture of the site
// shares one palette: natural colours for what has a colour of its own (fried chicken, bananas, steel), the item's
// own colour from the brand data ("item"), and the brand's theme through its CSS custom properties.
export const naturalColours = {
  white: '#ffffff',
  cream: '#f7ecd4',
  paper: '#f3f1ea',
  gold: '#e0a03a',
  crust: '#b8692a',
  brown: '#7b4a2c',
  wood: '#c48a55',
  tan: '#d8b98a',
  yellow: '#f6cc3f',
  lemon: '#f9e473',
  orange: '#f08c2a',
  red: '#d63a2f',
  pink: '#f0a6b4',
  green: '#5aa846',
  leaf: '#2e7d3b',
  sky: '#bfe3f7',
  water: '#4aa8dc',
  blue: '#2f6fb3',
  navy: '#1f3a5f',
  steel: '#c7ced6',
  grey: '#8d96a0',
  dark: '#3c434c',
  black: '#23272d',
  glass: '#e3f3fb',
  skin: '#f1c7a0',
} as const

export type NaturalColour = keyof typeof naturalColours

/** What a part is filled with: a natural colour, the item's colour, the brand's colours, or nothing (a line). */
export type PartFill = NaturalColour | 'item' | 'primary' | 'accent' | 'none'

/** The outline every part is drawn with: dark enough to read on any tint, softer than black. */
export const inkColour = '#2b2724'

/** A fill as CSS: brand colours through the theme's custom properties, so a picture follows its brand's theme. */
export function fillColour(fill: PartFill, itemColour: string): string {
  if (fill === 'none') return 'none'
  if (fill === 'item') return itemColour
  if (fill === 'primary' || fill === 'accent') return `var(--${fill})`
  return naturalColours[fill]
}
