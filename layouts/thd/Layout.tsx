// The Home Depot: industrial and blocky — charcoal strip, stacked orange logo block, boxed caps nav, thick orange rule.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function ThdLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      {payload.brand && <div className="thd-strip">{payload.brand.tagline}</div>}
      <header className="site-header">
        <BrandMark payload={payload} />
        <NavBar payload={payload} />
      </header>
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
