// Where a brand's commerce pages live, relative to the page being rendered: the same cart component links to
// /KFC/shop/… or /NCR/scan/…, and leaves a step out when the brand has no such page (Carnival has no checkout).
import type { Brand } from './brandSchema.ts'

export interface ShopLinks {
  catalog: string
  cart?: string
  checkout?: string
  confirmItem?: string
  confirmOrder?: string
  /** Product detail pages, when the brand has them: the slug is appended. */
  productBase?: string
}

export function shopLinks(brand: Brand, section: string | undefined): ShopLinks {
  const base = `/${brand.prefix}`
  const has = (rel: string) => brand.pages.includes(rel)
  const at = (rel: string) => (has(rel) ? `${base}/${rel}` : undefined)
  const s = section ?? 'products'
  const links: ShopLinks = { catalog: at(s) ?? base }
  const entries: [keyof ShopLinks, string | undefined][] = [
    ['cart', at(`${s}/cart`)],
    ['checkout', at(`${s}/checkout`)],
    ['confirmItem', at(`${s}/confirmItem`)],
    ['confirmOrder', at(`${s}/confirmOrder`)],
    ['productBase', has('shop/products/:slug') ? `${base}/shop/products` : undefined],
  ]
  for (const [key, value] of entries) if (value) links[key] = value
  return links
}

/** The section of the brand's main shop: the one its home page sends shoppers to. */
export function mainShopSection(brand: Brand): string | undefined {
  return ['shop', 'products', 'scan', 'petfinder'].find((s) => brand.pages.some((p) => p.startsWith(`${s}/`) || p === s))
}
