// The page kit: what a feature page's views are written with. The payload a page receives and the brand model's types,
// the feature intro, product pictures, progress bar, analytics calls, links under the base path,
// navigation, stored visitor state and the shapes it is checked against, reference numbers, price formatting and
// deferring work to idle time. Features import shared code only through kit surfaces like this one, so a page's imports
// name the kits it uses, not where each piece lives.
export { group, identify, reset, signIn, track } from '../../analytics/client/calls.ts'
export type { Art, Article, Brand, LandingPage, Product, ProductFacts, Resort } from '../../brand/brandSchema.ts'
export type { NavLink, PageProps, Payload } from '../../brand/payload.ts'
export { stripBase, withBase } from '../../lib/base.ts'
export { formatPrice } from '../../lib/formatPrice.ts'
export { goTo } from '../../lib/goTo.ts'
export { whenIdle } from '../../lib/idle.ts'
export { entryState, pushStep, replaceStep } from '../../lib/inPageHistory.ts'
export { plural } from '../../lib/plural.ts'
export { referenceNumber } from '../../lib/referenceNumber.ts'
export { safeReturnPath } from '../../lib/returnPath.ts'
export { type ShapeOf, shape } from '../../lib/shape.ts'
export type { Guard } from '../../lib/stored.ts'
export { readStored, storageKey, useStored, writeStored } from '../../lib/stored.ts'
export { storedList } from '../../lib/storedList.ts'
export { useHydrated } from '../../lib/useHydrated.ts'
export { useQueryParam } from '../../lib/useQueryParam.ts'
export { type ErrorPageData, notFoundHeading } from '../../renderer/errorPagePayload.ts'
export { FeatureIntro } from './FeatureIntro.tsx'
export { ProductArt } from './ProductArt.tsx'
export { ProgressBar } from './ProgressBar.tsx'
