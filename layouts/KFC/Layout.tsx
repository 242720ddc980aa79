// KFC: bucket stripes across the top, a bold red bar with a condensed wordmark, menu-board navigation.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function KfcLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={<div className="kfc-stripes" aria-hidden="true" />}>
      {children}
    </StandardLayout>
  )
}
