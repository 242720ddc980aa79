// Island Coffee Brewers: café chalk-board warmth — italic serif wordmark with tagline, wavy underlines, dotted rule.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function IcbLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      <header className="site-header">
        <div className="icb-mark">
          <BrandMark payload={payload} />
          <span>{payload.brand?.tagline}</span>
        </div>
        <NavBar payload={payload} />
      </header>
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
