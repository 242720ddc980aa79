// Orders placed in the demo checkout, kept per brand so the confirmation and account pages can show them.

import { readStored, useStored, writeStored } from '../../lib/stored.ts'
import type { Totals } from './totals.ts'

export interface OrderLine {
  slug: string
  name: string
  option?: string
  quantity: number
  price: number
}

export interface Order {
  id: string
  placedAt: string
  lines: OrderLine[]
  totals: Totals
  contact: { name: string; email: string }
  shipTo: string
  /** The cart the order came from (E-commerce spec checkout_id). */
  checkoutId?: string
}

const none: Order[] = []

export function isOrderList(value: unknown): value is Order[] {
  return (
    Array.isArray(value) &&
    value.every(
      (o) =>
        typeof o?.id === 'string' &&
        Array.isArray(o.lines) &&
        typeof o.totals?.total === 'number' &&
        typeof o.contact?.name === 'string',
    )
  )
}

export function ordersKey(scope: string): string {
  return `storefront:${scope}:orders`
}

/** A readable, unguessable-enough reference such as "KFC-8G2K7Q". */
export function newOrderId(scope: string, random: () => number = Math.random): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  let code = ''
  for (let i = 0; i < 6; i++) code += alphabet[Math.floor(random() * alphabet.length)]
  return `${scope
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 4)
    .toUpperCase()}-${code}`
}

export function saveOrder(scope: string, order: Order): void {
  writeStored(ordersKey(scope), [order, ...readStored<Order[]>(ordersKey(scope), none, isOrderList)])
}

export function useOrders(scope: string): Order[] {
  return useStored<Order[]>(ordersKey(scope), none, isOrderList)[0]
}
