// Diamond Resorts: calm resort — airy white header, a teal-to-sand horizon line, soft spacious cards.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function DiamondLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      <header className="site-header">
        <BrandMark payload={payload} />
        <NavBar payload={payload} />
      </header>
      <div className="diamond-horizon" aria-hidden="true" />
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
