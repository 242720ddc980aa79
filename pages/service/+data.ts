import { definePageData } from '../../components/page/build/pageData.ts'

export interface Data {
  /** What a request can be about, from what the brand offers: orders, products, accounts, always "Other". */
  topics: string[]
  /** Product names a "Product" request may name. */
  products: string[]
  /** The brand's FAQ, shown as quick answers before the form. */
  faq: { question: string; answer: string }[]
}

export const data = definePageData(({ brand }): Data => {
  if (!brand) return { topics: ['Other'], products: [], faq: [] }
  const products = [...new Set(brand.products.map((p) => p.name))]
  const topics = [
    ...(brand.pages.some((p) => p === 'checkout' || p.endsWith('/checkout')) ? ['Order'] : []),
    ...(products.length > 0 ? ['Product'] : []),
    ...(brand.pages.some((p) => p === 'account' || p.endsWith('/account')) ? ['Account'] : []),
    'Other',
  ]
  return { topics, products, faq: brand.faq }
})
