// Consumer Reports: serif newspaper masthead — kicker line, centred wordmark, double rule, ruled section tabs.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function CrLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <span className="cr-kicker">{payload.brand?.tagline}</span>
          <BrandMark payload={payload} />
          <NavBar payload={payload} />
        </>
      }
    >
      {children}
    </StandardLayout>
  )
}
