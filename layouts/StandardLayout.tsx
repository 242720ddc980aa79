// The shell every layout shares: themed frame, header, page, footer. A brand's layout changes only what it needs
// (a strip above or below the header, the header's arrangement) and its look lives in layouts/<name>/layout.css;
// a brand whose look is all CSS has no Layout.tsx and renders with this one as it is.
import type { ReactNode } from 'react'
import { BrandFrame, Main } from '../components/chrome/BrandFrame.tsx'
import { BrandMark } from '../components/chrome/BrandMark.tsx'
import { NavBar } from '../components/chrome/NavBar.tsx'
import { SiteFooter } from '../components/chrome/SiteFooter.tsx'
import { EventInspector } from '../components/inspector/EventInspector.tsx'
import type { LayoutProps } from '../renderer/PageShell.tsx'

export function StandardLayout({
  payload,
  children,
  before,
  header,
  after,
}: LayoutProps & { before?: ReactNode; header?: ReactNode; after?: ReactNode }) {
  return (
    <BrandFrame payload={payload}>
      {before}
      <header className="site-header">
        {header ?? (
          <>
            <BrandMark payload={payload} />
            <NavBar payload={payload} />
          </>
        )}
      </header>
      {after}
      <Main>{children}</Main>
      <SiteFooter payload={payload} />
      <EventInspector />
    </BrandFrame>
  )
}

export default StandardLayout
