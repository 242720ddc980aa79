// Island Coffee Brewers: café chalk-board warmth — italic serif wordmark with tagline, wavy underlines, dotted rule.

import './layout.css'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function IcbLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout
      payload={payload}
      header={
        <>
          <div className="icb-mark">
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
