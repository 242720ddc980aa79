// Avis: split bar — a red wordmark block butted against a charcoal navigation bar, heavy caps throughout.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function AvisLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <BrandMark payload={payload} />
          <NavBar payload={payload} />
          <span className="avis-tag">{payload.brand?.tagline}</span>
        </>
      }
    >
      {children}
    </StandardLayout>
  )
}
