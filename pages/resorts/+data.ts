import type { Resort } from '../../brand/brandSchema.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'

export interface Data {
  resorts: Resort[]
  /** Resort detail pages, when the brand has them (diamond): the slug is appended. */
  detailBase?: string
}

export const data = definePageData(({ brand }): Data => {
  const resorts = brand?.resorts ?? []
  return brand?.pages.includes('resorts/:slug') ? { resorts, detailBase: `/${brand.prefix}/resorts` } : { resorts }
})
