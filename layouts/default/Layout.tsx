// The shared layout of the directory and error pages: neutral, no brand.

import { BrandMark } from '../../components/chrome/BrandMark.tsx'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function DefaultLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} header={<BrandMark payload={payload} />}>
      {children}
    </StandardLayout>
  )
}
