// What the assistant knows and answers with: the brand's FAQ, catalog and locations (only the fields it reads), the
// shape of a reply, and where a recommended product opens.

import type { FulfilmentKind } from '../../components/shop/index.ts'
import type { ReplyTopic } from './topics.ts'

export interface AssistantProduct {
  slug: string
  name: string
  category: string
  price: number
  description: string
  badge?: string
  /** Applied for rather than bought (fulfilment kind "application"): its price is a fee, or none (productPrice.ts). */
  application?: true
}

export interface AssistantFaq {
  question: string
  answer: string
}

/** Where customers meet the brand (brand data `locations`): what the places are for, and each with its hours. */
export interface AssistantLocations {
  intro: string
  places: readonly { name: string; address: string; hours: string }[]
}

/** Where a recommended product opens: its confirmItem step (`?item=<slug>`), else its product page, else the catalog. */
export interface AssistantLinks {
  catalog: string
  confirmItem?: string
  productBase?: string
}

/** Where a catalog too large for the payload is looked up: the brand's search index (indexLookup.ts). */
export interface CatalogIndex {
  prefix: string
  /** The brand's fulfilment kind, which a product without one of its own has. */
  kind: FulfilmentKind
}

export interface Knowledge {
  brand: string
  currency: string
  faq: readonly AssistantFaq[]
  products: readonly AssistantProduct[]
  locations?: AssistantLocations | undefined
}

export type Matched = 'faq' | 'products' | 'locations' | 'none'

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'faq'
  | 'price'
  | 'budget'
  | 'cheapest'
  | 'priciest'
  | 'category'
  | 'catalog'
  | 'recommend'
  | 'compare'
  | 'search'
  | 'locations'
  | 'hours'
  | 'none'

export interface Reply {
  text: string
  /** Slugs of up to three recommended products, best first. */
  products: string[]
  matched: Matched
  intent: Intent
  /** What the answer is about (a topic of topics.ts, the catalog, the brand in general), or 'none'. */
  topic: ReplyTopic
  /** The FAQ question the answer comes from. */
  source?: string
  /** Example questions to try next (greeting and no-match replies). */
  suggestions?: string[]
}

export const maxRecommendations = 3
export const maxQuestionLength = 500

/** Where a recommended product opens. */
export function productHref(links: AssistantLinks, slug: string): string {
  if (links.confirmItem) return `${links.confirmItem}?item=${encodeURIComponent(slug)}`
  if (links.productBase) return `${links.productBase}/${slug}`
  return links.catalog
}
