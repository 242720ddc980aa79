// The layout of every brand: the shared frame drawing the chrome the page's payload carries, the brand's own
// (brands/<prefix>.json "chrome") or a shared layout's (the shop's: brand/sharedLayoutChrome.ts). A brand has a
// layouts/<prefix>/ folder only for a true one-off no chrome variant expresses; its Layout.tsx imports its layout.css
// and renders this, so that CSS loads on the brand's pages only.

import { BrandFrame, defaultChrome, type LayoutProps } from '../components/chrome/index.ts'

export function StandardLayout({ payload, children }: LayoutProps) {
  return (
    <BrandFrame payload={payload} chrome={payload.brand?.chrome ?? defaultChrome}>
      {children}
    </BrandFrame>
  )
}

export default StandardLayout
