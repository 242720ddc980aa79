// The navigation bar of a brand, derived from the pages it lists: one link per feature, in a fixed, familiar order.

import type { Brand } from './brandSchema.ts'
import { featureText } from './featureCopy.ts'
import type { NavLink } from './payload.ts'
import { mainShopSection } from './shopLinks.ts'

/** Pages worth a place in the header, most important first. Commerce steps are reached through the flow. */
const navOrder: { page: (brand: Brand) => string | undefined; label: string }[] = [
  { page: () => '', label: featureText.home.nav },
  { page: (b) => ['shop', 'products', 'petfinder'].find((p) => b.pages.includes(p)), label: featureText.catalog.nav },
  { page: (b) => (b.pages.includes('scan') ? 'scan' : undefined), label: featureText.scan.nav },
  { page: (b) => (b.pages.includes('resorts') ? 'resorts' : undefined), label: featureText.resorts.nav },
  { page: (b) => (b.pages.includes('foodfinder') ? 'foodfinder' : undefined), label: featureText.foodfinder.nav },
  { page: (b) => (b.pages.includes('journey') ? 'journey' : undefined), label: featureText.journey.nav },
  { page: (b) => (b.pages.includes('wifi') ? 'wifi' : undefined), label: featureText.wifi.nav },
  { page: (b) => (b.pages.includes('catalog/request') ? 'catalog/request' : undefined), label: featureText.catalogRequest.nav },
  { page: (b) => (b.pages.includes('ai') ? 'ai' : undefined), label: featureText.ai.nav },
  { page: (b) => (b.pages.includes('service') ? 'service' : undefined), label: featureText.service.nav },
  { page: (b) => (b.pages.includes('sms') ? 'sms' : undefined), label: featureText.sms.nav },
  { page: (b) => ['account', 'shop/account'].find((p) => b.pages.includes(p)), label: featureText.account.nav },
  { page: (b) => (mainShopSection(b) ? `${mainShopSection(b)}/cart` : undefined), label: featureText.cart.nav },
]

export function brandNav(brand: Brand): NavLink[] {
  const links: NavLink[] = []
  for (const item of navOrder) {
    const page = item.page(brand)
    if (page === undefined || (page !== '' && !brand.pages.includes(page))) continue
    links.push({ label: item.label, href: page === '' ? `/${brand.prefix}` : `/${brand.prefix}/${page}` })
  }
  return links
}
