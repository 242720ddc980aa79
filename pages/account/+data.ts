import type { ShopLinks } from '../../brand/shopLinks.ts'
import { commerceData } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'

export interface Data {
  links: ShopLinks
}

export const data = definePageData((ctx): Data => ({ links: commerceData(ctx).links }))
