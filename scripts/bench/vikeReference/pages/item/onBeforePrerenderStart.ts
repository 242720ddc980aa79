// The URLs Vike prerenders: as many as the product's build has pages (pageCount.ts is written with the site).
import { pageCount } from './pageCount.ts'

export function onBeforePrerenderStart(): string[] {
  return Array.from({ length: pageCount }, (_, i) => `/items/${i + 1}`)
}
