import { definePageData } from '../../components/page/build/pageData.ts'
import type { Resort } from '../../components/page/index.ts'

export interface Data {
  resorts: Resort[]
  /** Resort detail pages, when the brand has them (diamond): the slug is appended. */
  detailBase?: string
}

export const data = definePageData(({ brand }): Data => {
  const resorts = brand?.resorts ?? []
  return brand?.pages.includes('resorts/:slug') ? { resorts, detailBase: `/${brand.prefix}/resorts` } : { resorts }
})
