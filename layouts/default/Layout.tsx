// The shared layout of the directory and error pages: neutral, no brand.

import { type Chrome, defaultChrome } from '../../brand/chrome.ts'
import { BrandFrame } from '../../components/chrome/BrandFrame.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'

const chrome: Chrome = { ...defaultChrome, edge: 'none' }

export default function DefaultLayout({ payload, children }: LayoutProps) {
  return (
    <BrandFrame payload={payload} chrome={chrome}>
      {children}
    </BrandFrame>
  )
}
