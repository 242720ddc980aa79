// The shared storefront layout (seed-spec §2: "a shop layout by several shop pages"): a compact commerce header
// in the brand's colours with the cart always in reach.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function ShopLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <BrandMark payload={payload} />
          <span className="shop-badge">Online shop</span>
          <NavBar payload={payload} />
        </>
      }
    >
      {children}
    </StandardLayout>
  )
}
