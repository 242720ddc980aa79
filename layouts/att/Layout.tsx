// AT&T: two-tier telecom header — white brand row with tagline over a blue navigation strip with pill tabs.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function AttLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <div className="att-top">
            <BrandMark payload={payload} />
            <span>{payload.brand?.tagline}</span>
          </div>
          <NavBar payload={payload} />
        </>
      }
    >
      {children}
    </StandardLayout>
  )
}
