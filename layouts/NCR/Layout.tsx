// NCR Voyix: friendly grocery — navy bar with a scanner-green dot, tile nav, green aisle banner with the tagline.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function NcrLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      <header className="site-header">
        <BrandMark payload={payload} />
        <NavBar payload={payload} />
      </header>
      {payload.brand && <div className="ncr-aisle">{payload.brand.tagline}</div>}
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
