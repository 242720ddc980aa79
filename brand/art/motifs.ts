// The art vocabulary: every picture brand data may choose for a product, resort, campaign or hero, by name.
// `npm run art-sheet` draws them all at the sizes the site shows them.
import type { Motif } from './motif.ts'
import { apparelMotifs } from './motifs/apparel.ts'
import { coffeeMotifs } from './motifs/coffee.ts'
import { foodMotifs } from './motifs/food.ts'
import { groceryMotifs } from './motifs/grocery.ts'
import { homeMotifs } from './motifs/home.ts'
import { learningMotifs } from './motifs/learning.ts'
import { moneyMotifs } from './motifs/money.ts'
import { petMotifs } from './motifs/pets.ts'
import { placeMotifs } from './motifs/places.ts'
import { serviceMotifs } from './motifs/services.ts'
import { techMotifs } from './motifs/tech.ts'
import { vehicleMotifs } from './motifs/vehicles.ts'

export const motifs = {
  ...foodMotifs,
  ...groceryMotifs,
  ...vehicleMotifs,
  ...techMotifs,
  ...homeMotifs,
  ...apparelMotifs,
  ...moneyMotifs,
  ...petMotifs,
  ...learningMotifs,
  ...serviceMotifs,
  ...placeMotifs,
  ...coffeeMotifs,
} satisfies Record<string, Motif>

export type MotifName = keyof typeof motifs
export const motifNames = Object.keys(motifs) as MotifName[]
