import { useMemo } from 'react'
import type { Payload } from '../../brand/payload.ts'
import type { ShopContext } from './ecommerce.ts'

/** The brand, scope and currency shop events carry, stable across renders of the same page. */
export function useShop(payload: Payload): ShopContext {
  const { scope } = payload.route
  const brand = payload.brand?.name
  const currency = payload.brand?.currency ?? 'USD'
  return useMemo(() => ({ scope, brand, currency }), [scope, brand, currency])
}
