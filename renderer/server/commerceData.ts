// What every commerce page needs: the brand's catalog (to show and price cart lines) and where its shop steps live.
import type { Product, ProductFacts } from '../../brand/brandSchema.ts'
import { type Fulfilment, type FulfilmentKind, resolveFulfilment } from '../../brand/fulfilment.ts'
import { productKind } from '../../brand/productKind.ts'
import { mainShopSection, type ShopLinks, shopLinks } from '../../brand/shopLinks.ts'
import type { PageDataContext } from './definePageData.ts'

export interface CommerceData<P extends ProductFacts = Product> {
  products: P[]
  links: ShopLinks
  /** How the brand hands orders over, its options resolved: what choosing, pricing and confirming follow. */
  fulfilment: Fulfilment
}

export function commerceData({ brand, route }: PageDataContext): CommerceData {
  if (!brand) return { products: [], links: { catalog: '/' }, fulfilment: resolveFulfilment(undefined) }
  return {
    products: brand.products,
    links: shopLinks(brand, route.section ?? mainShopSection(brand)),
    fulfilment: resolveFulfilment(brand.fulfilment),
  }
}

/**
 * For pages that price and report the cart but draw no product (checkout, order confirmation): the catalog without
 * its pictures, so each picture travels only with the pages that show it.
 */
export function commerceFacts(context: PageDataContext): CommerceData<ProductFacts> {
  const { products, ...rest } = commerceData(context)
  return { products: products.map(({ art: _art, ...facts }) => facts), ...rest }
}

/** The kinds of fulfilment the brand's products are handed over by: what its cart can hold. */
export function cartKinds({ products, fulfilment }: CommerceData<ProductFacts>): Set<FulfilmentKind> {
  return new Set(products.map((product) => productKind(product, fulfilment)))
}
