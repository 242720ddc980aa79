// The Home Depot: industrial and blocky — charcoal strip, stacked orange logo block, boxed caps nav, thick orange rule.
import './layout.css'
import type { LayoutProps } from '../../renderer/PageShell.tsx'
import { StandardLayout } from '../StandardLayout.tsx'

export default function ThdLayout({ payload, children }: LayoutProps) {
  return (
    <StandardLayout payload={payload} before={payload.brand && <div className="thd-strip">{payload.brand.tagline}</div>}>
      {children}
    </StandardLayout>
  )
}
