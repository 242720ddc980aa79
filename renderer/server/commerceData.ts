// What every commerce page needs: the brand's catalog (to show and price cart lines) and where its shop steps live.
import type { Product } from '../../brand/brandSchema.ts'
import { mainShopSection, type ShopLinks, shopLinks } from '../../brand/shopLinks.ts'
import type { PageDataContext } from './definePageData.ts'

export interface CommerceData {
  products: Product[]
  links: ShopLinks
}

export function commerceData({ brand, route }: PageDataContext): CommerceData {
  if (!brand) return { products: [], links: { catalog: '/' } }
  return { products: brand.products, links: shopLinks(brand, route.section ?? mainShopSection(brand)) }
}
