// Hack25: terminal hackathon — prompt status line, monospace bar with a blinking cursor, glowing panels on a dot grid.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import { NavBar } from '../../components/chrome/NavBar.tsx'
import { SiteFooter } from '../../components/chrome/SiteFooter.tsx'
import type { Payload } from '../../renderer/types.ts'

export default function Hack25Layout({ payload, children }: { payload: Payload; children: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      <div className="hack25-status">{payload.brand?.tagline}</div>
      <header className="site-header">
        <BrandMark payload={payload} />
        <NavBar payload={payload} />
      </header>
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
    </BrandFrame>
  )
}
