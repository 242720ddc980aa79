// Hilton Grand Vacations: quiet luxury — tall navy header, spaced serif caps, gold hairlines, framed ivory hero.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function HgvLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      <header className="site-header">
        <BrandMark payload={payload} />
        <NavBar payload={payload} />
      </header>
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
