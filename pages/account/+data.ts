import { commerceData, definePageData, type ShopLinks } from '../../components/page/build/pageData.ts'

export interface Data {
  links: ShopLinks
}

export const data = definePageData((ctx): Data => ({ links: commerceData(ctx).links }))
