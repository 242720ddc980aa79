// The layout markup most brands share: wordmark and navigation in the header, the page, the footer. A brand whose
// look is all in its CSS has only layouts/<name>/layout.css; the class layout-<name> on BrandFrame applies it.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../components/chrome/BrandMark.tsx'
import { NavBar } from '../components/chrome/NavBar.tsx'
import { SiteFooter } from '../components/chrome/SiteFooter.tsx'
import type { Payload } from '../renderer/types.ts'

export default function StandardLayout({ payload, children }: { payload: Payload; children: ReactNode }) {
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
