import type { PickerSearch } from '../../components/forms/index.ts'
import { definePageData } from '../../components/page/build/pageData.ts'
import type { Brand } from '../../components/page/index.ts'
import { searchedByIndex } from '../../routing/listingPages.ts'

/** What a topic asks besides the message: a date from today on, or one of the brand's options. */
export type TopicAsk =
  | { kind: 'date'; id: string; label: string; after?: string }
  | { kind: 'choice'; id: string; label: string; options: string[] }

export interface ServiceTopic {
  label: string
  /** The request may name one of the brand's products. */
  aboutProduct?: true
  asks?: TopicAsk[]
}

export interface Data {
  /** What a request can be about, in the brand's words (its data's help topics). */
  topics: ServiceTopic[]
  /** Product names a topic about a product may name. */
  products: string[]
  /** The catalog is longer than one listing page: not carried (empty `products`), the field searches the brand's index. */
  search?: PickerSearch
  /** The brand's FAQ, shown as quick answers before the form. */
  faq: { question: string; answer: string }[]
}

function serviceTopics(brand: Brand): ServiceTopic[] {
  return (brand.help?.topics ?? []).map((topic) => ({
    label: topic.label,
    ...(topic.aboutProduct ? { aboutProduct: true as const } : {}),
    ...(topic.asks?.length
      ? {
          asks: topic.asks.map(
            (ask): TopicAsk =>
              ask.kind === 'choice'
                ? { kind: 'choice', id: ask.id, label: ask.label, options: ask.options }
                : { kind: 'date', id: ask.id, label: ask.label, ...(ask.after ? { after: ask.after } : {}) },
          ),
        }
      : {}),
  }))
}

export const data = definePageData(({ brand }): Data => {
  // build/checkVisit.ts gives every brand with this page its help topics.
  if (!brand) return { topics: [{ label: 'Something else' }], products: [], faq: [] }
  const products = [...new Set(brand.products.map((p) => p.name))]
  const catalog = searchedByIndex(products.length)
    ? { products: [], search: { prefix: brand.prefix, valueKey: 'name' as const } }
    : { products }
  return { topics: serviceTopics(brand), ...catalog, faq: brand.faq }
})
