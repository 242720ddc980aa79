// L.L.Bean: heritage catalogue — forest-green serif masthead with italic motto, framed catalogue-plate hero.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function LlbeanLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <BrandMark payload={payload} />
          <span className="llbean-motto">{payload.brand?.tagline}</span>
          <NavBar payload={payload} />
        </>
      }
    >
      {children}
    </StandardLayout>
  )
}
