// The page-data kit, build time only: what a feature's +data.ts is written with. definePageData turns a function of
// the brand and the route into the page's payload; the rest are the data several features share (shop links and
// facts, featured products, the error page's payload, the page-kind table).

export { isAddOnCategory } from '../../../brand/addOns.ts'
export type { Fulfilment, FulfilmentKind } from '../../../brand/fulfilment.ts'
export { resolveFulfilment } from '../../../brand/fulfilment.ts'
export type { Feature } from '../../../brand/pageKinds.ts'
export { articlePagePrefix, features, listedPageKind } from '../../../brand/pageKinds.ts'
export { isBookingKind, productKind } from '../../../brand/productKind.ts'
export type { ShopLinks } from '../../../brand/shopLinks.ts'
export { mainShopSection, shopLinks } from '../../../brand/shopLinks.ts'
export type { CommerceData } from '../../../renderer/server/commerceData.ts'
export { cartKinds, commerceData, commerceFacts } from '../../../renderer/server/commerceData.ts'
export { definePageData } from '../../../renderer/server/definePageData.ts'
export { errorPayload } from '../../../renderer/server/errorPayload.ts'
export { featuredProducts } from '../../../renderer/server/featuredProducts.ts'
