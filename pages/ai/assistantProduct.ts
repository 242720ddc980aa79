// A catalog product as the assistant reads it: the fields it answers from, not the picture. One mapping for the
// products the payload carries (+data.ts) and those a question looks up in the search index (indexLookup.ts).
import type { ProductFacts } from '../../components/page/index.ts'
import type { FulfilmentKind } from '../../components/shop/index.ts'
import type { AssistantProduct } from './knowledge.ts'

/** `kind`: the brand's fulfilment kind, which a product without one of its own has. */
export function assistantProduct(p: ProductFacts, kind: FulfilmentKind): AssistantProduct {
  return {
    slug: p.slug,
    name: p.name,
    category: p.category,
    price: p.price,
    description: p.description,
    ...(p.badge ? { badge: p.badge } : {}),
    ...((p.fulfilment ?? kind) === 'application' ? { application: true as const } : {}),
  }
}
